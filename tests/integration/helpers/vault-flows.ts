import type { Connection} from '@solana/web3.js';
import { PublicKey } from '@solana/web3.js';
import { settledSignature } from '@shared/solana/settlement-memo';

/** One executed trade as the chain shows it: what its transaction and its settlement moved in a vault. */
export interface VaultTrade {
  signature: string;
  /** The wallet transaction's change of the vault's balance, and its settlement's (0 without one). */
  walletDelta: bigint;
  settlementDelta: bigint;
}

/**
 * A token vault's history read with an independent client (web3.js), oldest first: each transaction's
 * change of the vault's balance, settlements (named by their memo) added to the trade they complete.
 */
export async function vaultTrades(connection: Connection, vault: string): Promise<VaultTrade[]> {
  const history = await connection.getSignaturesForAddress(
    new PublicKey(vault),
    { limit: 1000 },
    'confirmed',
  );
  const ordered = history.reverse().sort((a, b) => a.slot - b.slot);
  const trades = new Map<string, VaultTrade>();
  for (const h of ordered) {
    const tx = await connection.getTransaction(h.signature, {
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    });
    if (!tx?.meta || tx.meta.err) continue;
    const index = tx.transaction.message.staticAccountKeys.findIndex((k) => k.toBase58() === vault);
    const amount = (list: typeof tx.meta.preTokenBalances) =>
      BigInt(list?.find((b) => b.accountIndex === index)?.uiTokenAmount.amount ?? '0');
    const delta = amount(tx.meta.postTokenBalances) - amount(tx.meta.preTokenBalances);
    const settles = settledSignature(tx.meta.logMessages);
    const settled = settles ? trades.get(settles) : undefined;
    if (settled) settled.settlementDelta += delta;
    else trades.set(h.signature, { signature: h.signature, walletDelta: delta, settlementDelta: 0n });
  }
  return [...trades.values()];
}
