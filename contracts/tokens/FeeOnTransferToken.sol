// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.24;

import "./TestERC20.sol";

/// @title Fee-on-transfer test token: every transfer burns 1% of the amount (like DeflatingERC20 in the
/// periphery tests), so routers must use the ...SupportingFeeOnTransferTokens methods.
contract FeeOnTransferToken is TestERC20 {
    uint256 public constant FEE_BPS = 100;

    constructor(string memory name_, string memory symbol_, uint256 supply) TestERC20(name_, symbol_, 18, supply) {}

    function _transfer(address from, address to, uint256 value) internal override {
        uint256 fee = (value * FEE_BPS) / 10000;
        _burn(from, fee);
        super._transfer(from, to, value - fee);
    }
}
