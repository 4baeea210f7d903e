// SPDX-License-Identifier: MIT
pragma solidity 0.8.24;

/// @title Minimal ENS registry (same ABI and semantics as the ENS registry: owner, resolver, ttl per node).
/// @notice Local chains have no ENS, so PenSwap deploys this one on 555555 for recipient names, reverse
/// lookups and token lists published under an ENS contenthash. The deployer owns the root node.
contract ENSRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 => Record) private records;
    mapping(address => mapping(address => bool)) private operators;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    modifier authorised(bytes32 node) {
        address owner_ = records[node].owner;
        require(owner_ == msg.sender || operators[owner_][msg.sender], "ENS: not authorised");
        _;
    }

    constructor() {
        records[0x0].owner = msg.sender;
    }

    function setOwner(bytes32 node, address owner_) external authorised(node) {
        records[node].owner = owner_;
        emit Transfer(node, owner_);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address owner_) public authorised(node) returns (bytes32) {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = owner_;
        emit NewOwner(node, label, owner_);
        return subnode;
    }

    function setResolver(bytes32 node, address resolver_) public authorised(node) {
        records[node].resolver = resolver_;
        emit NewResolver(node, resolver_);
    }

    function setTTL(bytes32 node, uint64 ttl_) public authorised(node) {
        records[node].ttl = ttl_;
        emit NewTTL(node, ttl_);
    }

    function setSubnodeRecord(bytes32 node, bytes32 label, address owner_, address resolver_, uint64 ttl_) external {
        bytes32 subnode = setSubnodeOwner(node, label, owner_);
        if (resolver_ != records[subnode].resolver) {
            records[subnode].resolver = resolver_;
            emit NewResolver(subnode, resolver_);
        }
        if (ttl_ != records[subnode].ttl) {
            records[subnode].ttl = ttl_;
            emit NewTTL(subnode, ttl_);
        }
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function owner(bytes32 node) public view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) public view returns (address) {
        return records[node].resolver;
    }

    function ttl(bytes32 node) public view returns (uint64) {
        return records[node].ttl;
    }

    function recordExists(bytes32 node) public view returns (bool) {
        return records[node].owner != address(0);
    }

    function isApprovedForAll(address owner_, address operator) external view returns (bool) {
        return operators[owner_][operator];
    }
}
