/** The transaction record and receipt the reducer tests share: one account, one hash, mined in block 7. */
export const HASH = "0x" + "ab".repeat(32);
export const FROM = "0x" + "12".repeat(20);
export const TOKEN = "0x" + "34".repeat(20);

/** A successful receipt of HASH from FROM to TOKEN, as the app stores it. */
export const receipt = {
  blockHash: "0x" + "cd".repeat(32), blockNumber: 7, contractAddress: null, from: FROM, to: TOKEN,
  transactionHash: HASH, transactionIndex: 0, status: 1,
};
