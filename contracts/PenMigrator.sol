// SPDX-License-Identifier: GPL-3.0
pragma solidity =0.6.6;

import '@uniswap/lib/contracts/libraries/TransferHelper.sol';
import '@uniswap/v2-periphery/contracts/interfaces/IERC20.sol';

import './interfaces/IPenRouter01.sol';
import './v1/IV1Exchange.sol';
import './v1/IV1Factory.sol';

/// @title PenSwap V1 → V2 migrator
/// @notice Uniswap's UniswapV2Migrator, calling the PEN router: the caller approves its whole V1 pool-token
/// balance to this contract; `migrate` removes it from the V1 exchange, adds it to the V2 token/WPEN pool
/// through `addLiquidityPEN` (creating the pool if needed) and refunds whatever the V2 price did not take.
contract PenMigrator {
    IV1Factory public immutable factoryV1;
    IPenRouter01 public immutable router;

    constructor(address _factoryV1, address _router) public {
        factoryV1 = IV1Factory(_factoryV1);
        router = IPenRouter01(_router);
    }

    // Accepts the native coin from any V1 exchange and from the router (refunds of addLiquidityPEN).
    receive() external payable {}

    function migrate(address token, uint amountTokenMin, uint amountPENMin, address to, uint deadline) external {
        IV1Exchange exchangeV1 = IV1Exchange(factoryV1.getExchange(token));
        uint liquidityV1 = exchangeV1.balanceOf(msg.sender);
        require(exchangeV1.transferFrom(msg.sender, address(this), liquidityV1), 'TRANSFER_FROM_FAILED');
        (uint amountPENV1, uint amountTokenV1) = exchangeV1.removeLiquidity(liquidityV1, 1, 1, uint(-1));
        TransferHelper.safeApprove(token, address(router), amountTokenV1);
        (uint amountTokenV2, uint amountPENV2,) = router.addLiquidityPEN{value: amountPENV1}(
            token,
            amountTokenV1,
            amountTokenMin,
            amountPENMin,
            to,
            deadline
        );
        if (amountTokenV1 > amountTokenV2) {
            TransferHelper.safeApprove(token, address(router), 0); // reset the allowance to 0
            TransferHelper.safeTransfer(token, msg.sender, amountTokenV1 - amountTokenV2);
        } else if (amountPENV1 > amountPENV2) {
            // addLiquidityPEN uses all of amountPENV1 or all of amountTokenV1, so this branch is exclusive
            TransferHelper.safeTransferETH(msg.sender, amountPENV1 - amountPENV2);
        }
    }
}
