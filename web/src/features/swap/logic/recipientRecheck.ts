import { userError, UserFacingError } from "@/onchain/errors";
import { validateAndParseAddress } from "@/sdk";

/** Resolves a name to an address on the chain's name service; null when it does not resolve. */
export type NameResolver = (name: string) => Promise<string | null>;

const ZERO_ADDRESS = /^0x0{40}$/i;

/**
 * A recipient typed as a name is resolved again right before the swap is sent. The confirm dialog showed the
 * address the name resolved to at review time, and whoever controls the name can point it elsewhere in between:
 * anything but that same address refuses the swap (nothing is sent), naming the new address, or saying that the
 * name no longer resolves or could not be checked.
 */
export async function assertRecipientUnchanged(resolve: NameResolver, name: string, reviewedAddress: string): Promise<void> {
  let current: string | null;
  try {
    current = await resolve(name);
  } catch (error) {
    throw new UserFacingError(userError("recipientChanged", "security.recipientUnchecked", { name }), { cause: error });
  }
  if (!current || ZERO_ADDRESS.test(current)) {
    throw new UserFacingError(userError("recipientChanged", "security.recipientUnresolved", { name }));
  }
  if (current.toLowerCase() !== reviewedAddress.toLowerCase()) {
    throw new UserFacingError(userError("recipientChanged", "security.recipientChanged", { name, address: validateAndParseAddress(current) }));
  }
}
