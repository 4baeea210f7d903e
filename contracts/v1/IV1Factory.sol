// SPDX-License-Identifier: GPL-3.0
pragma solidity >=0.5.0;

/// @notice Uniswap V1 factory (Vyper bytecode shipped in the v2-periphery build folder).
interface IV1Factory {
    function initializeFactory(address template) external;
    function createExchange(address token) external returns (address);
    function getExchange(address token) external view returns (address);
    function getToken(address exchange) external view returns (address);
    function getTokenWithId(uint256 tokenId) external view returns (address);
    function tokenCount() external view returns (uint256);
    function exchangeTemplate() external view returns (address);
}
