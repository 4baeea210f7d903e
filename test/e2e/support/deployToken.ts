/**
 * Tokens a test makes for itself on a local chain, from the build's TestERC20 artifact: whatever name and symbol
 * the test needs (hostile text included), without touching the shared deploy seed, whose addresses are checked
 * against deployments/*.json and replayed into every worker.
 *
 * Call these inside a test, never in beforeAll: the first test of a file reverts the chains to their deployed
 * snapshot, which would remove a token deployed before it.
 */
import { NonceManager, Wallet } from "ethers";
import { PenRouter__factory, TestERC20__factory } from "../../../typechain-types";
import { deployment, rpc } from "./chain";
import { DEV_KEYS } from "./env";

/** Dev account that deploys and funds the tests' own tokens: not the app's wallet (#0), so its nonces stay apart. */
const DEPLOYER_KEY = DEV_KEYS[4];

export interface TestTokenOptions {
  chainId: number;
  name: string;
  symbol: string;
  decimals?: number;
  /** Minted to the deployer. */
  supply?: bigint;
}

/** Deploys a TestERC20 with this name and symbol; returns its checksummed address. */
export async function deployTestToken({ chainId, name, symbol, decimals = 18, supply = 10n ** 30n }: TestTokenOptions): Promise<string> {
  const signer = new NonceManager(new Wallet(DEPLOYER_KEY, rpc(chainId)));
  const contract = await new TestERC20__factory(signer).deploy(name, symbol, decimals, supply);
  await contract.waitForDeployment();
  return contract.getAddress();
}

/** Opens a pool of the token against the chain's native coin (addLiquidityPEN), so the app can quote and swap it. */
export async function seedNativePool(chainId: number, token: string, tokenAmount: bigint, nativeAmount: bigint): Promise<void> {
  const signer = new NonceManager(new Wallet(DEPLOYER_KEY, rpc(chainId)));
  const router = deployment(chainId).contracts.router;
  await (await TestERC20__factory.connect(token, signer).approve(router, tokenAmount)).wait();
  const owner = await signer.getAddress();
  await (await PenRouter__factory.connect(router, signer).addLiquidityPEN(token, tokenAmount, 0, 0, owner, 2n ** 40n, { value: nativeAmount })).wait();
}
