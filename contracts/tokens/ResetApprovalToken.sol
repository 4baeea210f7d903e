// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.24;

import "./TestERC20.sol";

/// @title Test token that refuses to change a non-zero allowance to another non-zero value, like mainnet
/// USDT: a spender's allowance must be set to 0 before it can be set to a new amount. Apps must send
/// approve(0) first when raising an existing allowance.
contract ResetApprovalToken is TestERC20 {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply) TestERC20(name_, symbol_, decimals_, supply) {}

    function approve(address spender, uint256 value) public override returns (bool) {
        require(value == 0 || allowance[msg.sender][spender] == 0, "ResetApprovalToken: reset allowance to 0 first");
        return super.approve(spender, value);
    }
}
