/** Sends every test token from the deployer (dev account #0) to the other dev accounts. */
import { parseUnits, Signer } from "ethers";
import { IERC20__factory } from "../../typechain-types";
import type { DeployedToken } from "./tokens";

export async function fundAccounts(tokens: DeployedToken[], deployer: Signer, recipients: string[], wholeTokens: number): Promise<void> {
  for (const token of tokens) {
    const erc20 = IERC20__factory.connect(token.address, deployer);
    for (const to of recipients) {
      // Fee-on-transfer tokens arrive 1 % short; that is the point of them.
      await (await erc20.transfer(to, parseUnits(String(wholeTokens), token.decimals))).wait();
    }
  }
}
