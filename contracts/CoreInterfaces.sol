// SPDX-License-Identifier: GPL-3.0
pragma solidity =0.6.6;

// Compiled only so Typechain emits typed bindings for the canonical V2 core contracts. The factory and pairs
// themselves are deployed from @uniswap/v2-core/build so the pair init code hash stays canonical.
import '@uniswap/v2-core/contracts/interfaces/IUniswapV2Factory.sol';
import '@uniswap/v2-core/contracts/interfaces/IUniswapV2Pair.sol';
import '@uniswap/v2-periphery/contracts/interfaces/IERC20.sol';
import '@uniswap/v2-periphery/contracts/interfaces/IWETH.sol';
// The canonical router's interface: the app encodes ETH-named router calls with it on chains 1, 3 and 4.
import '@uniswap/v2-periphery/contracts/interfaces/IUniswapV2Router02.sol';
