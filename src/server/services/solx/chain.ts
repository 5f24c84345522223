import { getAddressDecoder, getBase64Encoder, type Address, type Base58EncodedBytes } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { solxMessages } from '@shared/schemas/solx';
import type { AppContext } from '../../context';
import { solxAllocations, solxToken } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { tokenAccountAmount } from '../../exchange/accounts';

export type SolxTokenRow = typeof solxToken.$inferSelect;
export type AllocationRow = typeof solxAllocations.$inferSelect;

/** The SOLX row of this network, or a 503 saying the bootstrap has not run. */
export async function requireSolx(ctx: AppContext): Promise<SolxTokenRow> {
  const [row] = await ctx.database.db.select().from(solxToken).where(eq(solxToken.id, 'solx'));
  if (!row) throw new AppError(503, 'solx_not_bootstrapped', solxMessages.notBootstrapped);
  return row;
}

export async function allocationRows(ctx: AppContext): Promise<AllocationRow[]> {
  return ctx.database.db.select().from(solxAllocations);
}

/**
 * Distinct wallets holding a positive SOLX balance, read from every token account of the mint on chain;
 * the platform's own vaults (allocation, staking, pool) are not holders.
 */
export async function countHolders(ctx: AppContext, token: SolxTokenRow): Promise<number> {
  const accounts = await ctx.chain.rpc
    .getProgramAccounts(token.tokenProgram as Address, {
      encoding: 'base64',
      commitment: 'confirmed',
      filters: [{ memcmp: { offset: 0n, bytes: token.mint as Base58EncodedBytes, encoding: 'base58' } }],
    })
    .send();
  const b64 = getBase64Encoder();
  const addresses = getAddressDecoder();
  const owners = new Set<string>();
  for (const { pubkey, account } of accounts) {
    if (pubkey === token.mint) continue;
    const data = new Uint8Array(b64.encode(account.data[0]));
    if (data.length < 72 || tokenAccountAmount(data) === 0n) continue;
    const owner = addresses.decode(data.subarray(32, 64));
    if (owner !== ctx.platform.address) owners.add(owner);
  }
  return owners.size;
}
