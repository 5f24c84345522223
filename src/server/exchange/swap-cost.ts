import { address, isSignerRole, type Address, type Instruction } from '@solana/kit';
import { tokenAccountSize } from '@shared/solana/token-account';
import type { AppContext } from '../context';
import { messageFee } from '../chain/fees';
import { readAccounts } from './accounts';
import { ata, type MintRef } from './instructions';
import { keptTokenAccounts, swapInstructions } from './swap-plan';
import type { PlannedHop } from './pools/types';

/** What a swap costs on top of its input: the transaction fee and rent of accounts it creates and keeps. */
export interface SwapCost {
  networkFeeLamports: string;
  rentLamports: string;
}

// Stands in for the fee payer when nobody is signed in: fees depend on the signer count, not the key.
export const STAND_IN_PAYER = address('SysvarC1ock11111111111111111111111111111111');

interface Memo {
  /** Rent-exempt minimum per account size; rent does not change while the server runs. */
  rent: Map<number, Promise<bigint>>;
  /** Fee per signer count, for the slot the quotes are priced at. */
  fees: { slot: bigint; bySigners: Map<number, Promise<bigint>> };
}

const memos = new WeakMap<AppContext, Memo>();

function memoOf(ctx: AppContext): Memo {
  let memo = memos.get(ctx);
  if (!memo) {
    memo = { rent: new Map(), fees: { slot: -1n, bySigners: new Map() } };
    memos.set(ctx, memo);
  }
  return memo;
}

function remember<K>(map: Map<K, Promise<bigint>>, key: K, read: () => Promise<bigint>): Promise<bigint> {
  const known = map.get(key);
  if (known) return known;
  const value = read();
  map.set(key, value);
  value.catch(() => map.delete(key));
  return value;
}

function rentFor(ctx: AppContext, m: MintRef): Promise<bigint> {
  const size = tokenAccountSize(m.tokenProgram);
  return remember(memoOf(ctx).rent, size, () =>
    ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(size)).send(),
  );
}

function signerCount(payer: Address, instructions: Instruction[]): number {
  const signers = new Set<string>([payer]);
  for (const ix of instructions) {
    for (const account of ix.accounts ?? []) if (isSignerRole(account.role)) signers.add(account.address);
  }
  return signers.size;
}

/**
 * `getFeeForMessage` of the message these instructions compile to. Without compute-budget instructions
 * the fee depends only on the signer count, so one RPC answer per slot serves every message with as
 * many signers.
 */
export function networkFee(
  ctx: AppContext,
  slot: bigint,
  payer: Address,
  instructions: Instruction[],
): Promise<bigint> {
  const memo = memoOf(ctx);
  if (memo.fees.slot !== slot) memo.fees = { slot, bySigners: new Map() };
  return remember(memo.fees.bySigners, signerCount(payer, instructions), () =>
    messageFee(ctx.chain, payer, instructions),
  );
}

/**
 * Rent per route for the token accounts it would create and keep, with one `getMultipleAccounts` for
 * all of them. Without a wallet nothing can be checked, so every such account counts as new.
 */
export async function accountRent(
  ctx: AppContext,
  wallet: Address | null,
  keptPerRoute: MintRef[][],
): Promise<bigint[]> {
  const owner = wallet ?? STAND_IN_PAYER;
  const withAccounts = await Promise.all(
    keptPerRoute.map((kept) => Promise.all(kept.map(async (m) => ({ m, account: await ata(owner, m) })))),
  );
  const unique = [...new Set(withAccounts.flat().map((k) => k.account))];
  const existing = new Set<string>();
  if (wallet && unique.length > 0) {
    const accounts = await readAccounts(ctx, unique);
    unique.forEach((a, i) => {
      if (accounts[i]) existing.add(a);
    });
  }
  return Promise.all(
    withAccounts.map(async (kept) => {
      const rents = await Promise.all(
        kept.filter((k) => !existing.has(k.account)).map((k) => rentFor(ctx, k.m)),
      );
      return rents.reduce((sum, r) => sum + r, 0n);
    }),
  );
}

/** Fee and rent of each route's swap transaction, as `planSwap` would build it for `wallet`. */
export async function swapCosts(
  ctx: AppContext,
  wallet: Address | null,
  slot: bigint,
  routes: PlannedHop[][][],
): Promise<SwapCost[]> {
  const payer = wallet ?? STAND_IN_PAYER;
  const [rents, fees] = await Promise.all([
    accountRent(ctx, wallet, routes.map(keptTokenAccounts)),
    Promise.all(
      routes.map(async (legs) =>
        networkFee(ctx, slot, payer, await swapInstructions(payer, ctx.platform.address, legs)),
      ),
    ),
  ]);
  return routes.map((_, i) => ({
    networkFeeLamports: (fees[i] ?? 0n).toString(),
    rentLamports: (rents[i] ?? 0n).toString(),
  }));
}
