// SPDX-License-Identifier: MIT
pragma solidity 0.8.24;

import "./ENSRegistry.sol";

/// @title Public resolver with the profiles PenSwap reads: addr (forward), name (reverse), contenthash
/// (token lists by ENS name) and text. Whoever owns a node in the registry may set its records.
contract PublicResolver {
    ENSRegistry public immutable ens;

    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => bytes) private hashes;
    mapping(bytes32 => mapping(string => string)) private texts;

    event AddrChanged(bytes32 indexed node, address a);
    event NameChanged(bytes32 indexed node, string name);
    event ContenthashChanged(bytes32 indexed node, bytes hash);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    modifier authorised(bytes32 node) {
        require(ens.owner(node) == msg.sender || ens.isApprovedForAll(ens.owner(node), msg.sender), "not authorised");
        _;
    }

    constructor(ENSRegistry ens_) {
        ens = ens_;
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function setName(bytes32 node, string calldata name_) external authorised(node) {
        names[node] = name_;
        emit NameChanged(node, name_);
    }

    function setContenthash(bytes32 node, bytes calldata hash) external authorised(node) {
        hashes[node] = hash;
        emit ContenthashChanged(node, hash);
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    /// @notice Multi-coin form (ENSIP-9); only coin type 60 (the chain's own addresses) is stored.
    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory) {
        if (coinType != 60 || addresses[node] == address(0)) return "";
        return abi.encodePacked(addresses[node]);
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function contenthash(bytes32 node) external view returns (bytes memory) {
        return hashes[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 || // ERC-165
            interfaceId == 0x3b3b57de || // addr(bytes32)
            interfaceId == 0xf1cb7e06 || // addr(bytes32,uint256)
            interfaceId == 0x691f3431 || // name(bytes32)
            interfaceId == 0xbc1c58d1 || // contenthash(bytes32)
            interfaceId == 0x59d1d43c; // text(bytes32,string)
    }
}
