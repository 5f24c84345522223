import { Connection, PublicKey, type ParsedTransactionWithMeta } from '@solana/web3.js';
import {
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
} from '@solana/spl-token';
import { CURVE_SUPPLY } from '../src/shared/math/bonding-curve';
import type { TradeOutcome } from './rush-client';

/**
 * Exactness after a rush, read by an independent client (@solana/web3.js + @solana/spl-token) from the
 * chain, so the bench cannot report speed for wrong results. A failed check is one line in `problems`.
 */
const CHUNK = 50;

async function inChunks<T, R>(items: readonly T[], size: number, run: (chunk: T[]) => Promise<R[]>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await run(items.slice(i, i + size))));
  return out;
}

/**
 * Every confirmed trade's transactions (the wallet's and the platform's settlement) as the chain has them,
 * each once: a group's settlement transaction pays several trades and is named by each of them.
 */
async function confirmedTransactions(connection: Connection, outcomes: readonly TradeOutcome[]) {
  const signatures = [...new Set(outcomes.filter((o) => o.confirmed).flatMap((o) => o.signatures))];
  const txs = await inChunks(signatures, CHUNK, (chunk) =>
    Promise.all(
      chunk.map((s) =>
        connection.getParsedTransaction(s, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }),
      ),
    ),
  );
  const missing = txs.filter((t) => !t || t.meta?.err).length;
  return { txs: txs.filter((t): t is ParsedTransactionWithMeta => t !== null), missing };
}

/** Net change of each token account's amount over `txs`, by address. */
function tokenDeltas(txs: readonly ParsedTransactionWithMeta[]): Map<string, bigint> {
  const deltas = new Map<string, bigint>();
  for (const tx of txs) {
    const keys = tx.transaction.message.accountKeys.map((k) => k.pubkey.toBase58());
    const add = (index: number, amount: string, sign: bigint) => {
      const key = keys[index] ?? '';
      deltas.set(key, (deltas.get(key) ?? 0n) + sign * BigInt(amount));
    };
    for (const b of tx.meta?.postTokenBalances ?? []) add(b.accountIndex, b.uiTokenAmount.amount, 1n);
    for (const b of tx.meta?.preTokenBalances ?? []) add(b.accountIndex, b.uiTokenAmount.amount, -1n);
  }
  return deltas;
}

/** What each wallet holds of `mint` in its associated account (0 without one). */
async function holdings(connection: Connection, owners: readonly string[], mint: string, program: PublicKey) {
  const mintKey = new PublicKey(mint);
  const atas = owners.map((o) => getAssociatedTokenAddressSync(mintKey, new PublicKey(o), false, program));
  const infos = await inChunks(atas, 100, (chunk) => connection.getMultipleAccountsInfo(chunk, 'confirmed'));
  return infos.reduce(
    (sum, info, i) => sum + (info ? unpackAccount(atas[i] as PublicKey, info, program).amount : 0n),
    0n,
  );
}

async function tokenAmount(connection: Connection, account: string, program: PublicKey): Promise<bigint> {
  const info = await connection.getAccountInfo(new PublicKey(account), 'confirmed');
  if (!info) throw new Error(`no account ${account}`);
  return unpackAccount(new PublicKey(account), info, program).amount;
}

export interface CurveRecord {
  sold: bigint;
  raised: bigint;
  tokenVault: string;
  solVault: string;
  trades: number;
}

export async function curveRecord(apiUrl: string, mint: string): Promise<CurveRecord> {
  const res = await fetch(`${apiUrl}/api/launchpad/launches/${mint}`);
  if (!res.ok) throw new Error(`GET the launch ${mint} answered ${res.status}: ${await res.text()}`);
  const d = (await res.json()) as Record<string, unknown>;
  return {
    sold: BigInt(String(d.sold)),
    raised: BigInt(String(d.raised)),
    tokenVault: String(d.tokenVault),
    solVault: String(d.solVault),
    trades: Number(d.trades),
  };
}

/**
 * A curve after its rush: the recorded sold/raised (GET the launch) moved by exactly what the confirmed
 * buys moved through the vaults on chain, the buyers hold exactly the tokens that left the vault, and the
 * vaults hold exactly the record (no donations in the bench).
 */
export async function checkCurve(
  rpcUrl: string,
  apiUrl: string,
  mint: string,
  before: CurveRecord,
  buyers: readonly string[],
  outcomes: readonly TradeOutcome[],
): Promise<string[]> {
  const connection = new Connection(rpcUrl, 'confirmed');
  const after = await curveRecord(apiUrl, mint);
  const { txs, missing } = await confirmedTransactions(connection, outcomes);
  const deltas = tokenDeltas(txs);
  const soldOnChain = -(deltas.get(before.tokenVault) ?? 0n);
  const raisedOnChain = deltas.get(before.solVault) ?? 0n;
  const held = await holdings(connection, buyers, mint, TOKEN_2022_PROGRAM_ID);
  const tokenVault = await tokenAmount(connection, before.tokenVault, TOKEN_2022_PROGRAM_ID);
  const solVault = await tokenAmount(connection, before.solVault, TOKEN_PROGRAM_ID);
  const confirmed = outcomes.filter((o) => o.confirmed).length;
  const problems: string[] = [];
  const expect = (what: string, got: bigint | number, want: bigint | number) => {
    if (got !== want) problems.push(`${mint.slice(0, 6)}…: ${what}: ${got} ≠ ${want}`);
  };
  expect('confirmed transactions missing or failed on chain', missing, 0);
  expect(
    'recorded sold − before vs. tokens out of the vault in the confirmed buys',
    after.sold - before.sold,
    soldOnChain,
  );
  expect(
    'recorded raised − before vs. SOL into the vault in the confirmed buys',
    after.raised - before.raised,
    raisedOnChain,
  );
  expect("buyers' token balances vs. tokens out of the vault", held, soldOnChain);
  expect('token vault vs. supply − recorded sold', tokenVault, CURVE_SUPPLY - after.sold);
  expect('SOL vault vs. recorded raised', solVault, after.raised);
  expect('recorded trades vs. confirmed buys', after.trades - before.trades, confirmed);
  return problems;
}

/** The pool's token accounts a planned swap names that are not the wallet's: its vaults. */
export async function poolVaults(
  rpcUrl: string,
  plannedTx: string,
  wallet: string,
): Promise<{ address: string; mint: string; program: PublicKey; amount: bigint }[]> {
  const connection = new Connection(rpcUrl, 'confirmed');
  const bytes = Buffer.from(plannedTx, 'base64');
  // Wire transaction: shortvec signature count (< 128 here), signatures, then the message.
  const { VersionedMessage } = await import('@solana/web3.js');
  const message = VersionedMessage.deserialize(bytes.subarray(1 + 64 * (bytes[0] ?? 0)));
  const keys = message.staticAccountKeys;
  const infos = await connection.getMultipleAccountsInfo(keys, 'confirmed');
  const vaults: { address: string; mint: string; program: PublicKey; amount: bigint }[] = [];
  infos.forEach((info, i) => {
    const key = keys[i];
    if (!info || !key) return;
    const program = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].find((p) => p.equals(info.owner));
    if (!program) return;
    try {
      const account = unpackAccount(key, info, program);
      if (account.owner.toBase58() === wallet) return;
      vaults.push({
        address: key.toBase58(),
        mint: account.mint.toBase58(),
        program,
        amount: account.amount,
      });
    } catch {
      // a mint, not an account
    }
  });
  return vaults;
}

/**
 * A pool after its rush of SOL → token swaps: each vault moved by exactly the sum of the confirmed swaps'
 * moves on chain (nothing unrecorded, nothing lost), the SOL vault took exactly each swap's amount, and the
 * buyers hold exactly what left the token vault.
 */
export async function checkPool(
  rpcUrl: string,
  vaults: Awaited<ReturnType<typeof poolVaults>>,
  solMint: string,
  amountIn: bigint,
  buyers: readonly string[],
  outcomes: readonly TradeOutcome[],
): Promise<string[]> {
  const connection = new Connection(rpcUrl, 'confirmed');
  const { txs, missing } = await confirmedTransactions(connection, outcomes);
  const deltas = tokenDeltas(txs);
  const confirmed = BigInt(outcomes.filter((o) => o.confirmed).length);
  const problems: string[] = [];
  const expect = (what: string, got: bigint | number, want: bigint | number) => {
    if (got !== want) problems.push(`${what}: ${got} ≠ ${want}`);
  };
  expect('confirmed transactions missing or failed on chain', missing, 0);
  if (!vaults.some((v) => v.mint === solMint) || vaults.length < 2)
    problems.push(`the probe found ${vaults.length} pool vaults, not a SOL one and a token one`);
  for (const vault of vaults) {
    const now = await tokenAmount(connection, vault.address, vault.program);
    const moved = deltas.get(vault.address) ?? 0n;
    expect(
      `vault ${vault.address.slice(0, 6)}… now − before vs. the confirmed swaps' moves`,
      now - vault.amount,
      moved,
    );
    if (vault.mint === solMint) expect('SOL into the vault vs. swaps × amount', moved, confirmed * amountIn);
    else {
      const held = await holdings(connection, buyers, vault.mint, vault.program);
      expect("buyers' balances vs. tokens out of the vault", held, -moved);
    }
  }
  return problems;
}
