import { getBase64Encoder, type Address } from '@solana/kit';
import type { AppContext } from '../context';

export interface RawAccount {
  owner: string;
  lamports: bigint;
  data: Uint8Array;
}

const readU64 = (data: Uint8Array, offset: number): bigint =>
  data.length >= offset + 8 ? new DataView(data.buffer, data.byteOffset).getBigUint64(offset, true) : 0n;

/** Token account amount (same layout in SPL Token and Token-2022: bytes 64..72). */
export const tokenAccountAmount = (data: Uint8Array): bigint => readU64(data, 64);
/** Mint supply (bytes 36..44 in both programs). */
export const mintSupply = (data: Uint8Array): bigint => readU64(data, 36);

/** Reads many accounts in batches of 100 (one RPC call per batch); missing accounts are null. */
export async function readAccounts(ctx: AppContext, addresses: string[]): Promise<(RawAccount | null)[]> {
  const out: (RawAccount | null)[] = [];
  const b64 = getBase64Encoder();
  for (let i = 0; i < addresses.length; i += 100) {
    const batch = addresses.slice(i, i + 100) as Address[];
    const { value } = await ctx.chain.rpc
      .getMultipleAccounts(batch, { encoding: 'base64', commitment: 'confirmed' })
      .send();
    for (const account of value) {
      out.push(
        account
          ? {
              owner: account.owner,
              lamports: account.lamports,
              data: new Uint8Array(b64.encode(account.data[0])),
            }
          : null,
      );
    }
  }
  return out;
}

/** Balances of token accounts, 0 for missing ones. */
export async function readTokenAmounts(ctx: AppContext, addresses: string[]): Promise<bigint[]> {
  const accounts = await readAccounts(ctx, addresses);
  return accounts.map((a) => (a ? tokenAccountAmount(a.data) : 0n));
}
