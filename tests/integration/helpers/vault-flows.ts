import type { Connection, VersionedTransactionResponse } from '@solana/web3.js';
import { PublicKey } from '@solana/web3.js';
import { SETTLES_MEMO_PREFIX, settledSignatures } from '@shared/solana/settlement-memo';

/** One executed trade as the chain shows it: what its transaction and its settlement moved in a vault. */
export interface VaultTrade {
  signature: string;
  /** The wallet transaction's change of the vault's balance, and its settlement's (0 without one). */
  walletDelta: bigint;
  settlementDelta: bigint;
}

const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]);
const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset + at, 8).getBigUint64(0, true);

/**
 * A settlement naming several trades (a group's): what its instructions move in or out of `vault` after
 * each trade's memo, read from the instructions themselves (Transfer and TransferChecked).
 */
function perTrade(tx: VersionedTransactionResponse, vault: string): Map<string, bigint> {
  const keys = tx.transaction.message.staticAccountKeys.map((k) => k.toBase58());
  const out = new Map<string, bigint>();
  let current: string | null = null;
  for (const ix of tx.transaction.message.compiledInstructions) {
    const program = keys[ix.programIdIndex] ?? '';
    const data = ix.data;
    if (MEMO_PROGRAMS.has(program)) {
      const text = new TextDecoder().decode(data);
      current = text.startsWith(SETTLES_MEMO_PREFIX) ? text.slice(SETTLES_MEMO_PREFIX.length) : null;
      continue;
    }
    if (!current || !TOKEN_PROGRAMS.has(program)) continue;
    const accounts = ix.accountKeyIndexes.map((i) => keys[i]);
    const moved =
      data[0] === 12
        ? { from: accounts[0], to: accounts[2], amount: u64(data, 1) }
        : data[0] === 3
          ? { from: accounts[0], to: accounts[1], amount: u64(data, 1) }
          : null;
    if (!moved) continue;
    const delta = (moved.to === vault ? moved.amount : 0n) - (moved.from === vault ? moved.amount : 0n);
    out.set(current, (out.get(current) ?? 0n) + delta);
  }
  return out;
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
    const settles = settledSignatures(tx.meta.logMessages);
    if (settles.length > 1) {
      for (const [signature, d] of perTrade(tx, vault)) {
        const settled = trades.get(signature);
        if (settled) settled.settlementDelta += d;
      }
      continue;
    }
    const settled = settles[0] ? trades.get(settles[0]) : undefined;
    if (settled) settled.settlementDelta += delta;
    else trades.set(h.signature, { signature: h.signature, walletDelta: delta, settlementDelta: 0n });
  }
  return [...trades.values()];
}
