// SPDX-License-Identifier: GPL-3.0
pragma solidity 0.8.24;

import {TestERC20} from "../tokens/TestERC20.sol";

interface IBatcherFactory {
    function getPair(address tokenA, address tokenB) external view returns (address);
    function createPair(address tokenA, address tokenB) external returns (address);
}

interface IBatcherPair {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getReserves() external view returns (uint112, uint112, uint32);
    function mint(address to) external returns (uint256);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

interface IBatcherERC20 {
    function transfer(address to, uint256 value) external returns (bool);
}

interface IBatcherWrapped {
    function deposit() external payable;
}

/// @title Benchmark-only market seeder: many pools or many swaps in one transaction.
/// @notice Seeding a busy market with one router transaction per swap takes hours on a small machine; this contract
/// trades the canonical V2 pairs directly, the way the router does (the input transferred to the pair, then
/// pair.swap), so each swap emits exactly the pair's own Sync and Swap events, but a hundred swaps cost one
/// transaction. It holds the tokens it trades (it deploys them) and is never deployed outside local benchmarks.
contract SwapBatcher {
    struct NewToken {
        string name;
        string symbol;
        uint256 supply;
    }

    struct NewPool {
        address tokenA;
        address tokenB;
        uint256 amountA;
        uint256 amountB;
    }

    struct PoolSwap {
        address pair;
        /// Sells token0 for token1 when true, token1 for token0 otherwise.
        bool zeroForOne;
        /// The amount sold, in millionths of the pool's reserve of the token sold.
        uint32 partsPerMillion;
        /// Receives what the swap buys.
        address to;
    }

    address public immutable owner;

    event TokenCreated(address token);

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "SwapBatcher: not the owner");
        _;
    }

    /// Deploys 18-decimal test tokens whose whole supply this contract holds.
    function createTokens(NewToken[] calldata tokens) external onlyOwner {
        for (uint256 i = 0; i < tokens.length; i++) {
            TestERC20 token = new TestERC20(tokens[i].name, tokens[i].symbol, 18, tokens[i].supply);
            emit TokenCreated(address(token));
        }
    }

    /// Wraps the native coin sent into `wrapped` for this contract's pools.
    function wrap(address wrapped) external payable onlyOwner {
        IBatcherWrapped(wrapped).deposit{value: msg.value}();
    }

    /// Creates each pool through `factory` (when missing) and adds its first liquidity from this contract's tokens;
    /// the LP tokens go to `lpTo`.
    function addPools(address factory, NewPool[] calldata pools, address lpTo) external onlyOwner {
        for (uint256 i = 0; i < pools.length; i++) {
            NewPool calldata p = pools[i];
            address pair = IBatcherFactory(factory).getPair(p.tokenA, p.tokenB);
            if (pair == address(0)) pair = IBatcherFactory(factory).createPair(p.tokenA, p.tokenB);
            require(IBatcherERC20(p.tokenA).transfer(pair, p.amountA), "SwapBatcher: transfer A");
            require(IBatcherERC20(p.tokenB).transfer(pair, p.amountB), "SwapBatcher: transfer B");
            IBatcherPair(pair).mint(lpTo);
        }
    }

    /// Makes each swap in order against the pair's reserves at that moment, with the V2 fee (0.3 %).
    function swap(PoolSwap[] calldata swaps) external onlyOwner {
        for (uint256 i = 0; i < swaps.length; i++) {
            PoolSwap calldata s = swaps[i];
            IBatcherPair pair = IBatcherPair(s.pair);
            (uint112 reserve0, uint112 reserve1, ) = pair.getReserves();
            (uint256 reserveIn, uint256 reserveOut) = s.zeroForOne ? (uint256(reserve0), uint256(reserve1)) : (uint256(reserve1), uint256(reserve0));
            uint256 amountIn = (reserveIn * s.partsPerMillion) / 1_000_000;
            // UniswapV2Library.getAmountOut: what the pair's constant-product check with its 0.3 % fee allows.
            uint256 amountInWithFee = amountIn * 997;
            uint256 amountOut = (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
            require(amountOut > 0, "SwapBatcher: swap too small");
            address tokenIn = s.zeroForOne ? pair.token0() : pair.token1();
            require(IBatcherERC20(tokenIn).transfer(s.pair, amountIn), "SwapBatcher: transfer in");
            (uint256 amount0Out, uint256 amount1Out) = s.zeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
            pair.swap(amount0Out, amount1Out, s.to, new bytes(0));
        }
    }
}
