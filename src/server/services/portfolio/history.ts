import type { Address, Signature } from '@solana/kit';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { settledSignatures } from '@shared/solana/settlement-memo';
import type { AppContext } from '../../context';

/** Most signatures read per tracked wallet (the newest ones). */
export const HISTORY_LIMIT = 500;

/** One transaction's net balance changes over the tracked wallets, in base units per mint. */
export interface WalletTx {
  signature: string;
  /** Unix seconds. */
  time: number;
  slot: bigint;
  deltas: Map<string, bigint>;
  /** Decimals of every mint in `deltas`. */
  decimals: Map<string, number>;
}

interface TokenBalanceEntry {
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string; decimals: number };
}

const add = (m: Map<string, bigint>, mint: string, v: bigint) => m.set(mint, (m.get(mint) ?? 0n) + v);

/**
 * The tracked wallets' transactions, oldest first, each with its SOL and token balance changes read
 * from the transaction's pre/post balances (a transfer between two tracked wallets nets to its fee).
 */
export async function readWalletHistory(ctx: AppContext, wallets: string[]): Promise<WalletTx[]> {
  const tracked = new Set(wallets);
  const lists = await Promise.all(
    wallets.map((w) =>
      ctx.chain.rpc
        .getSignaturesForAddress(w as Address, { limit: HISTORY_LIMIT, commitment: 'confirmed' })
        .send(),
    ),
  );
  const signatures = [...new Set(lists.flat().map((s) => s.signature))];
  const txs = await Promise.all(
    signatures.map((signature) =>
      ctx.chain.rpc
        .getTransaction(signature as Signature, {
          commitment: 'confirmed',
          encoding: 'json',
          maxSupportedTransactionVersion: 0,
        })
        .send(),
    ),
  );
  const out: WalletTx[] = [];
  const settlements = new Map<string, string>();
  txs.forEach((tx, i) => {
    const signature = signatures[i];
    if (!tx?.meta || !signature) return;
    const deltas = new Map<string, bigint>();
    const decimals = new Map<string, number>([[NATIVE_MINT, 9]]);
    const keys = tx.transaction.message.accountKeys as readonly string[];
    keys.forEach((key, k) => {
      if (!tracked.has(key)) return;
      const d = BigInt(tx.meta?.postBalances[k] ?? 0n) - BigInt(tx.meta?.preBalances[k] ?? 0n);
      if (d !== 0n) add(deltas, NATIVE_MINT, d);
    });
    const pre = (tx.meta.preTokenBalances ?? []) as readonly TokenBalanceEntry[];
    const post = (tx.meta.postTokenBalances ?? []) as readonly TokenBalanceEntry[];
    for (const b of post)
      if (b.owner && tracked.has(b.owner)) add(deltas, b.mint, BigInt(b.uiTokenAmount.amount));
    for (const b of pre)
      if (b.owner && tracked.has(b.owner)) add(deltas, b.mint, -BigInt(b.uiTokenAmount.amount));
    for (const b of [...pre, ...post]) decimals.set(b.mint, b.uiTokenAmount.decimals);
    for (const [mint, d] of deltas) if (d === 0n) deltas.delete(mint);
    out.push({ signature, time: Number(tx.blockTime ?? 0n), slot: BigInt(tx.slot), deltas, decimals });
    // A group's settlement names several trades: this wallet's is the one in its own history.
    const named = settledSignatures(tx.meta.logMessages);
    const settles = named.find((s) => (signatures as string[]).includes(s)) ?? named[0];
    if (settles) settlements.set(signature, settles);
  });
  return foldSettlements(out, settlements).sort((a, b) => (a.slot === b.slot ? 0 : a.slot < b.slot ? -1 : 1));
}

/**
 * A swap's settlement (the platform paying the rest of the fair output, see the operation pipeline) is
 * part of that swap: its balance changes are added to the swap's, so the trade is one priced exchange.
 */
function foldSettlements(txs: WalletTx[], settlements: Map<string, string>): WalletTx[] {
  const bySignature = new Map(txs.map((t) => [t.signature, t]));
  return txs.filter((t) => {
    const swap = bySignature.get(settlements.get(t.signature) ?? '');
    if (!swap) return true;
    for (const [mint, d] of t.deltas) {
      add(swap.deltas, mint, d);
      swap.decimals.set(mint, t.decimals.get(mint) ?? swap.decimals.get(mint) ?? 0);
    }
    for (const [mint, d] of swap.deltas) if (d === 0n) swap.deltas.delete(mint);
    return false;
  });
}
