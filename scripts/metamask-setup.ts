/**
 * `npm run e2e:metamask:setup`: makes the unpacked MetaMask the MetaMask e2e project needs available.
 * Where one is already found (see test/e2e/metamask/extension.ts) it says so. Otherwise it lets Synpress
 * download the official release into its cache layout at the repository root (.cache-synpress/, git-ignored);
 * where the internet is unreachable it prints where to put an unpacked copy instead.
 */
import path from "path";
import {
  METAMASK_DIR_NAME,
  METAMASK_VERSION,
  candidatePlaces,
  checkExtensionDir,
  findMetaMaskExtension,
  missingExtensionMessage,
} from "../test/e2e/metamask/extension";

const root = path.resolve(__dirname, "..");

async function main(): Promise<number> {
  const found = findMetaMaskExtension();
  if (found.path) {
    console.log(`MetaMask ${METAMASK_VERSION} found at ${found.path}: nothing to do.`);
    return 0;
  }
  console.log(`MetaMask ${METAMASK_VERSION} not found (${missingExtensionMessage(found)}). Downloading it with Synpress…`);
  try {
    // Synpress downloads into <cwd>/.cache-synpress/, so it runs from the repository root.
    process.chdir(root);
    const { prepareExtension } = (await import("@synthetixio/synpress-cache")) as {
      prepareExtension: (forceCache?: boolean) => Promise<string>;
    };
    const unpacked = await prepareExtension(true);
    const problem = checkExtensionDir(unpacked);
    if (problem) throw new Error(`Synpress unpacked something unexpected at ${unpacked}: ${problem}`);
    console.log(`MetaMask ${METAMASK_VERSION} ready at ${unpacked}.`);
    return 0;
  } catch (error) {
    console.error(`Download failed: ${(error as Error).message}`);
    console.error(
      [
        `Without internet access, put an unpacked MetaMask ${METAMASK_VERSION} (the folder holding its manifest.json,`,
        `e.g. the official metamask-chrome-${METAMASK_VERSION}.zip release unzipped, or another machine's`,
        `.cache-synpress/${METAMASK_DIR_NAME}) at one of:`,
        ...candidatePlaces({ ...process.env, METAMASK_EXTENSION_PATH: process.env.METAMASK_EXTENSION_PATH ?? "<METAMASK_EXTENSION_PATH>" }).map(
          (place) => `  ${place}`,
        ),
        `Never commit it: MetaMask's licence does not allow shipping it with this repository.`,
      ].join("\n"),
    );
    return 1;
  }
}

main().then((code) => process.exit(code));
