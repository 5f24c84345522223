import type { Address, Rpc, SolanaRpcApi } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { inArray } from 'drizzle-orm';
import type { WalletHolding, WalletHoldings } from '@shared/schemas/wallet';
import { formatBaseUnits, lamportsToSol } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { tokens } from '../../db/schema';
import { loadTokens } from '../../exchange/market';

interface ParsedTokenAccount {
  parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } };
}

/** Token balances of both token programs, summed per mint, zero balances left out. */
async function tokenUnits(rpc: Rpc<SolanaRpcApi>, owner: Address) {
  const units = new Map<string, { units: bigint; decimals: number }>();
  const reads = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS].map((programId) =>
    rpc
      .getTokenAccountsByOwner(owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' })
      .send(),
  );
  for (const { value: accounts } of await Promise.all(reads)) {
    for (const a of accounts) {
      const info = (a.account.data as ParsedTokenAccount).parsed?.info;
      const amount = BigInt(info?.tokenAmount?.amount ?? '0');
      if (!info?.mint || amount === 0n) continue;
      const prev = units.get(info.mint)?.units ?? 0n;
      units.set(info.mint, { units: prev + amount, decimals: info.tokenAmount?.decimals ?? 0 });
    }
  }
  return units;
}

/** An address's SOL and tokens from the chain (through `rpc`), named from the exchange's and this app's tokens. */
export async function walletHoldings(
  ctx: AppContext,
  address: string,
  rpc: Rpc<SolanaRpcApi> = ctx.chain.rpc,
): Promise<WalletHoldings> {
  const owner = address as Address;
  const [{ value: lamports }, balances, known] = await Promise.all([
    rpc.getBalance(owner, { commitment: 'confirmed' }).send(),
    tokenUnits(rpc, owner),
    loadTokens(ctx),
  ]);
  const mints = [...balances.keys()];
  const created = mints.length
    ? await ctx.database.db
        .select({ mint: tokens.mint, symbol: tokens.symbol, name: tokens.name })
        .from(tokens)
        .where(inArray(tokens.mint, mints))
    : [];
  const held: WalletHolding[] = [...balances].map(([mint, { units, decimals }]) => {
    const named = known.get(mint) ?? created.find((t) => t.mint === mint);
    return {
      mint,
      symbol: named?.symbol ?? `${mint.slice(0, 4)}…`,
      name: named?.name ?? 'Unknown Token',
      decimals,
      units: units.toString(),
      balance: formatBaseUnits(units, decimals),
    };
  });
  const unnamed = (h: WalletHolding) => (h.name === 'Unknown Token' ? 1 : 0);
  held.sort((a, b) => unnamed(a) - unnamed(b) || Number(b.balance) - Number(a.balance));
  return { address, lamports: lamports.toString(), sol: lamportsToSol(lamports), tokens: held };
}
