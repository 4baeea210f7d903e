/**
 * The deploy script's logic on fresh in-process chains: each test builds its own Hardhat network provider
 * (not the shared `hre.network`), so deployer nonces start at 0 exactly as on a fresh `hardhat node` and
 * the deterministic addresses can be compared with the committed deployments/555555.json.
 */
import { expect } from "chai";
import hre from "hardhat";
import { createProvider } from "hardhat/internal/core/providers/construction";
import { HardhatEthersProvider } from "@nomicfoundation/hardhat-ethers/internal/hardhat-ethers-provider";
import { formatUnits, namehash, parseEther, parseUnits, Signer, ZeroAddress } from "ethers";
import fs from "fs";
import os from "os";
import path from "path";
import {
  IERC20__factory,
  IUniswapV2Factory__factory,
  IUniswapV2Pair__factory,
  IV1Exchange__factory,
  ENSRegistry__factory,
  PublicResolver__factory,
} from "../../typechain-types";
import { chainConfig, DEV_ACCOUNT_COUNT } from "../../scripts/lib/chainConfig";
import { deployIfNeeded } from "../../scripts/lib/deployIfNeeded";
import { DeploymentRecord, readRecord } from "../../scripts/lib/deploymentRecord";
import { reverseNode, tokenListContenthash } from "../../scripts/lib/ens";

/** A brand-new in-process chain with the given id and the default dev accounts. */
async function freshChain(chainId: number): Promise<{ provider: HardhatEthersProvider; signers: Signer[] }> {
  const config = { ...hre.config, networks: { ...hre.config.networks, hardhat: { ...hre.config.networks.hardhat, chainId } } };
  const provider = new HardhatEthersProvider(await createProvider(config, "hardhat", hre.artifacts), "hardhat");
  const signers = await Promise.all([...Array(DEV_ACCOUNT_COUNT).keys()].map((i) => provider.getSigner(i)));
  return { provider, signers };
}

/** A scratch deployments dir holding a copy of the committed record, so a failing test never rewrites the real one. */
function scratchDir(record?: DeploymentRecord): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-deploy-"));
  if (record) fs.writeFileSync(path.join(dir, `${record.chainId}.json`), JSON.stringify(record));
  return dir;
}

const bySymbol = (record: DeploymentRecord, symbol: string) => {
  const token = record.tokens.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} in record`);
  return token.address;
};

describe("deploy script (fresh in-process chain 555555)", () => {
  const committed = readRecord(555555);
  let chain: Awaited<ReturnType<typeof freshChain>>;
  let record: DeploymentRecord;
  let accounts: string[];

  before(async () => {
    expect(committed, "deployments/555555.json is committed").to.not.equal(undefined);
    chain = await freshChain(555555);
    accounts = await Promise.all(chain.signers.map((s) => s.getAddress()));
    const outcome = await deployIfNeeded({ chainId: 555555, signers: chain.signers, endpoint: "in-process", deploymentsDir: scratchDir(committed) });
    expect(outcome.action).to.equal("deployed");
    record = outcome.record;
  });

  it("produces exactly the committed deployments/555555.json (deterministic addresses, deploy block 1)", () => {
    expect(record).to.deep.equal(committed);
    expect(record.deployBlock).to.equal(1);
    expect(record.contracts.ensRegistry).to.match(/^0x[0-9a-fA-F]{40}$/);
  });

  it("seeds every configured pool with the configured amounts", async () => {
    const factory = IUniswapV2Factory__factory.connect(record.contracts.factory, chain.provider);
    // The configured pools, plus the reset-approval token's native pool added by the final deploy step.
    expect(await factory.allPairsLength()).to.equal(BigInt(chainConfig(555555).pools.length + 1));

    const wpen = record.contracts.wrappedNative;
    const bark = bySymbol(record, "BARK");
    const pair = IUniswapV2Pair__factory.connect(await factory.getPair(wpen, bark), chain.provider);
    const [r0, r1] = await pair.getReserves();
    const [reserveWpen, reserveBark] = (await pair.token0()) === wpen ? [r0, r1] : [r1, r0];
    expect(reserveWpen).to.equal(parseEther("100"));
    expect(reserveBark).to.equal(parseEther("10000"));

    // Fee-on-transfer: the pair receives 99 % of what the router pulled.
    const fotPair = IUniswapV2Pair__factory.connect(await factory.getPair(wpen, bySymbol(record, "FOT")), chain.provider);
    const [f0, f1] = await fotPair.getReserves();
    expect((await fotPair.token0()) === wpen ? f1 : f0).to.equal(parseEther("4950"));

    // USDT has 6 decimals: FIVE/USDT = 2,000 : 10,000.
    const usdt = bySymbol(record, "USDT");
    const usdtPair = IUniswapV2Pair__factory.connect(await factory.getPair(bySymbol(record, "FIVE"), usdt), chain.provider);
    const [u0, u1] = await usdtPair.getReserves();
    expect((await usdtPair.token0()) === usdt ? u0 : u1).to.equal(parseUnits("10000", 6));

    // The reset-approval token (USDT-like approve) trades against the native coin at 1 : 100.
    const rusd = bySymbol(record, "RUSD");
    const rusdPair = IUniswapV2Pair__factory.connect(await factory.getPair(wpen, rusd), chain.provider);
    const [q0, q1] = await rusdPair.getReserves();
    expect((await rusdPair.token0()) === rusd ? [q0, q1] : [q1, q0]).to.deep.equal([parseUnits("10000", 6), parseEther("100")]);
  });

  it("leaves some pairs without a pool so 'No pool found' is reachable", async () => {
    const factory = IUniswapV2Factory__factory.connect(record.contracts.factory, chain.provider);
    expect(await factory.getPair(bySymbol(record, "CPEN"), bySymbol(record, "USDT"))).to.equal(ZeroAddress);
    expect(await factory.getPair(record.contracts.wrappedNative, bySymbol(record, "USDT"))).to.equal(ZeroAddress);
  });

  it("funds dev accounts #1..#4 with every test token", async () => {
    for (const token of record.tokens) {
      const erc20 = IERC20__factory.connect(token.address, chain.provider);
      for (const account of accounts.slice(1)) {
        const balance = Number(formatUnits(await erc20.balanceOf(account), token.decimals));
        // 10,000 sent, minus the 1 % fee-on-transfer burn, minus what the account put into V1 exchanges.
        expect(balance, `${token.symbol} of ${account}`).to.be.greaterThan(9_800);
      }
    }
  });

  it("gives every dev account real V1 positions: one at the V2 price, one ≥ 5 % off, one without a V2 pool", async () => {
    expect(record.v1Exchanges).to.have.length(3);
    for (const { exchange } of record.v1Exchanges) {
      const v1 = IV1Exchange__factory.connect(exchange, chain.provider);
      for (const account of accounts) expect(await v1.balanceOf(account), `${exchange} share of ${account}`).to.be.greaterThan(0n);
    }
    const factory = IUniswapV2Factory__factory.connect(record.contracts.factory, chain.provider);
    const wpen = record.contracts.wrappedNative;
    /** Tokens per native coin in V1 and in the V2 wrapped-native pool (undefined when there is no V2 pool). */
    const prices = async (symbol: string) => {
      const token = bySymbol(record, symbol);
      const exchange = record.v1Exchanges.find((e) => e.token === token)!.exchange;
      const v1Tokens = await IERC20__factory.connect(token, chain.provider).balanceOf(exchange);
      const v1Price = Number(v1Tokens) / Number(await chain.provider.getBalance(exchange));
      const pairAddress = await factory.getPair(wpen, token);
      if (pairAddress === ZeroAddress) return { v1Price, v2Price: undefined };
      const pair = IUniswapV2Pair__factory.connect(pairAddress, chain.provider);
      const [r0, r1] = await pair.getReserves();
      const v2Price = (await pair.token0()) === wpen ? Number(r1) / Number(r0) : Number(r0) / Number(r1);
      return { v1Price, v2Price };
    };
    const bark = await prices("BARK");
    expect(bark.v1Price / bark.v2Price!).to.be.closeTo(1, 0.001);
    const cpen = await prices("CPEN");
    expect(Math.abs(cpen.v1Price / cpen.v2Price! - 1)).to.be.at.least(0.05);
    expect((await prices("USDT")).v2Price).to.equal(undefined);
  });

  it("registers ENS names with reverse records and a token-list contenthash", async () => {
    const registry = ENSRegistry__factory.connect(record.contracts.ensRegistry!, chain.provider);
    const resolver = PublicResolver__factory.connect(record.contracts.ensResolver!, chain.provider);
    expect(record.ensNames).to.deep.equal({ "dev.eth": accounts[0], "alice.eth": accounts[1], "bob.eth": accounts[2] });
    for (const [name, address] of Object.entries(record.ensNames!)) {
      expect(await registry.owner(namehash(name))).to.equal(address);
      expect(await resolver["addr(bytes32)"](namehash(name))).to.equal(address);
      expect(await registry.resolver(reverseNode(address))).to.equal(await resolver.getAddress());
      expect(await resolver.name(reverseNode(address))).to.equal(name);
    }
    expect(await resolver.contenthash(namehash("tokens.penswap.eth"))).to.equal(tokenListContenthash());
  });

  it("changes nothing when run again on the same chain", async () => {
    const block = await chain.provider.getBlockNumber();
    const nonce = await chain.provider.getTransactionCount(accounts[0]);
    const again = await deployIfNeeded({ chainId: 555555, signers: chain.signers, endpoint: "in-process", deploymentsDir: scratchDir(committed) });
    expect(again.action).to.equal("unchanged");
    expect(await chain.provider.getBlockNumber()).to.equal(block);
    expect(await chain.provider.getTransactionCount(accounts[0])).to.equal(nonce);
  });
});

describe("deploy script refusals", () => {
  it("refuses a used chain that does not hold the recorded deployment", async () => {
    const { signers } = await freshChain(555555);
    await (await signers[0].sendTransaction({ to: await signers[1].getAddress(), value: 1n })).wait();
    await expect(deployIfNeeded({ chainId: 555555, signers, endpoint: "in-process", deploymentsDir: scratchDir(readRecord(555555)) })).to.be.rejectedWith(
      /is not fresh \(the deployer has sent 1 transactions\)/,
    );
  });

  it("refuses a chain that is not a PenSwap chain, before any transaction", async () => {
    const { provider, signers } = await freshChain(31337);
    await expect(deployIfNeeded({ chainId: 31337, signers, endpoint: "in-process", deploymentsDir: scratchDir() })).to.be.rejectedWith(
      /chain 31337 is not a PenSwap local chain/,
    );
    expect(await provider.getBlockNumber()).to.equal(0);
  });

  it("fails with the first difference when a fresh deploy does not match the committed record", async () => {
    const committed = readRecord(555555)!;
    const altered = { ...committed, contracts: { ...committed.contracts, router: "0x0000000000000000000000000000000000000001" } };
    const { signers } = await freshChain(555555);
    await expect(deployIfNeeded({ chainId: 555555, signers, endpoint: "in-process", deploymentsDir: scratchDir(altered) })).to.be.rejectedWith(
      /differs from .*555555\.json at contracts\.router: "0x0+1" ≠ "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0"; regenerate with DEPLOY_WRITE=1/,
    );
  });

  for (const chainId of [3344, 5555]) {
    it(`writes the record when none exists yet, equal to the committed deployments/${chainId}.json`, async () => {
      const { signers } = await freshChain(chainId);
      const dir = scratchDir();
      const outcome = await deployIfNeeded({ chainId, signers, endpoint: "in-process", deploymentsDir: dir });
      expect(outcome.action === "deployed" && outcome.wrote).to.equal(true);
      expect(readRecord(chainId, dir)).to.deep.equal(readRecord(chainId));
    });
  }
});
