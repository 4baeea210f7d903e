// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.24;

import "./TestERC20.sol";

/// @title Token whose name() reverts: the app must fall back to 'Unknown Token'.
contract RevertingNameToken is TestERC20 {
    constructor(string memory symbol_, uint256 supply) TestERC20("", symbol_, 18, supply) {}

    function name() public pure override returns (string memory) {
        revert("no name");
    }
}
