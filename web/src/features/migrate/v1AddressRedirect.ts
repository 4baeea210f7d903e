import { isAddress } from "@/base/validation/address";

/** /migrate/v1/{address} and /remove/v1/{address}: an invalid address → /migrate/v1, else null (stay). */
export function v1AddressRedirect(address: string | undefined): string | null {
  return isAddress(address) ? null : "/migrate/v1";
}
