// SPDX-License-Identifier: GPL-3.0
pragma solidity >=0.5.0;

/// @notice The parts of a Uniswap V1 exchange (Vyper, deployed from the bytecode shipped by
/// the v2-periphery package build) that PenSwap uses: liquidity, pricing and the ERC-20 pool token.
interface IV1Exchange {
    function tokenAddress() external view returns (address);
    function factoryAddress() external view returns (address);
    function name() external view returns (bytes32);
    function symbol() external view returns (bytes32);
    function decimals() external view returns (uint256);
    function totalSupply() external view returns (uint256);
    function balanceOf(address owner) external view returns (uint256);
    function allowance(address owner, address spender) external view returns (uint256);
    function approve(address spender, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function addLiquidity(uint256 minLiquidity, uint256 maxTokens, uint256 deadline) external payable returns (uint256);
    function removeLiquidity(uint256 amount, uint256 minEth, uint256 minTokens, uint256 deadline)
        external
        returns (uint256, uint256);
    function getEthToTokenInputPrice(uint256 ethSold) external view returns (uint256);
    function getEthToTokenOutputPrice(uint256 tokensBought) external view returns (uint256);
    function getTokenToEthInputPrice(uint256 tokensSold) external view returns (uint256);
    function getTokenToEthOutputPrice(uint256 ethBought) external view returns (uint256);
    function ethToTokenSwapInput(uint256 minTokens, uint256 deadline) external payable returns (uint256);
    function ethToTokenTransferInput(uint256 minTokens, uint256 deadline, address recipient)
        external
        payable
        returns (uint256);
    function ethToTokenSwapOutput(uint256 tokensBought, uint256 deadline) external payable returns (uint256);
    function ethToTokenTransferOutput(uint256 tokensBought, uint256 deadline, address recipient)
        external
        payable
        returns (uint256);
    function tokenToEthTransferInput(uint256 tokensSold, uint256 minEth, uint256 deadline, address recipient)
        external
        returns (uint256);
    function tokenToEthTransferOutput(uint256 ethBought, uint256 maxTokens, uint256 deadline, address recipient)
        external
        returns (uint256);
    function tokenToTokenTransferInput(
        uint256 tokensSold,
        uint256 minTokensBought,
        uint256 minEthBought,
        uint256 deadline,
        address recipient,
        address tokenAddr
    ) external returns (uint256);
    function tokenToTokenTransferOutput(
        uint256 tokensBought,
        uint256 maxTokensSold,
        uint256 maxEthSold,
        uint256 deadline,
        address recipient,
        address tokenAddr
    ) external returns (uint256);
    function tokenToEthSwapInput(uint256 tokensSold, uint256 minEth, uint256 deadline) external returns (uint256);
    function tokenToEthSwapOutput(uint256 ethBought, uint256 maxTokens, uint256 deadline) external returns (uint256);
    function tokenToTokenSwapInput(
        uint256 tokensSold,
        uint256 minTokensBought,
        uint256 minEthBought,
        uint256 deadline,
        address tokenAddr
    ) external returns (uint256);
    function tokenToTokenSwapOutput(
        uint256 tokensBought,
        uint256 maxTokensSold,
        uint256 maxEthSold,
        uint256 deadline,
        address tokenAddr
    ) external returns (uint256);
}
