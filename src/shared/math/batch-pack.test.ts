import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
} from '@solana/kit';
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  maxNewAccountsPerTx,
  packTransactions,
  planShapes,
  shapeCost,
  shapeFits,
  transactionLowerBound,
  TX_LIMITS,
  type PackOptions,
} from './batch-pack';

let keys: Address[] = [];
beforeAll(async () => {
  keys = await Promise.all(Array.from({ length: 80 }, async () => (await generateKeyPairSigner()).address));
});
const key = (i: number) => keys[i] ?? (keys[0] as Address);

/** The exact wire size kit produces for a shape (distinct recipients, wallet pays). */
function wireSize(opts: PackOptions, newAccounts: number, transfers: number): number {
  const payer = createNoopSigner(key(0));
  const [source, mint] = [key(1), key(2)];
  const ixs: Instruction[] = opts.computeBudget
    ? [
        getSetComputeUnitLimitInstruction({ units: 300_000 }),
        getSetComputeUnitPriceInstruction({ microLamports: 10_000n }),
      ]
    : [];
  let k = 3;
  for (let i = 0; i < newAccounts + transfers; i++) {
    const dest = key(k++);
    if (opts.asset === 'sol') {
      ixs.push(getTransferSolInstruction({ source: payer, destination: dest, amount: 1n }));
      continue;
    }
    if (i < newAccounts) {
      ixs.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer,
          ata: dest,
          owner: key(k++),
          mint,
          tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
        }),
      );
    }
    ixs.push(
      getTransferCheckedInstruction({
        source,
        mint,
        destination: dest,
        authority: payer,
        amount: 1n,
        decimals: 6,
      }),
    );
  }
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: key(79) as unknown as Blockhash, lastValidBlockHeight: 1n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(ixs, m),
  );
  return getTransactionEncoder().encode(compileTransaction(message)).length;
}

const optsArb = fc.record({
  asset: fc.constantFrom<'sol' | 'token'>('sol', 'token'),
  computeBudget: fc.boolean(),
});

describe('the packing cost model', () => {
  it('predicts the exact wire size kit compiles', () => {
    fc.assert(
      fc.property(optsArb, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 22 }), (opts, n, t) => {
        const newAccounts = opts.asset === 'token' ? n : 0;
        fc.pre(newAccounts + t > 0);
        expect(shapeCost(opts, { newAccounts, transfers: t }).bytes).toBe(wireSize(opts, newAccounts, t));
      }),
      { numRuns: 60 },
    );
  });

  it('packs to the measured limits: 9 new accounts or 19 transfers with a compute budget, 10 and 20 without', () => {
    expect(maxNewAccountsPerTx({ asset: 'token', computeBudget: true })).toBe(9);
    expect(maxNewAccountsPerTx({ asset: 'token', computeBudget: false })).toBe(10);
    expect(planShapes({ asset: 'token', computeBudget: true }, 0, 19)).toHaveLength(1);
    expect(planShapes({ asset: 'token', computeBudget: false }, 0, 20)).toHaveLength(1);
    expect(planShapes({ asset: 'sol', computeBudget: true }, 0, 20)).toHaveLength(1);
  });
});

describe('packTransactions', () => {
  const recipientsArb = fc
    .array(fc.boolean(), { maxLength: 400 })
    .map((xs) => xs.map((needsAccount) => ({ needsAccount })));

  it('never exceeds the size, account or trace limits and pays every recipient exactly once', () => {
    fc.assert(
      fc.property(optsArb, recipientsArb, (opts, recipients) => {
        const packed = packTransactions(opts, recipients);
        for (const tx of packed) {
          expect(shapeFits(opts, tx)).toBe(true);
          const cost = shapeCost(opts, tx);
          expect(cost.bytes).toBeLessThanOrEqual(TX_LIMITS.maxBytes);
          expect(cost.accounts).toBeLessThanOrEqual(TX_LIMITS.maxAccounts);
          expect(cost.trace).toBeLessThanOrEqual(TX_LIMITS.maxTrace);
          tx.recipients
            .slice(0, tx.newAccounts)
            .forEach((i) => expect(recipients[i]?.needsAccount && opts.asset === 'token').toBe(true));
        }
        const all = packed.flatMap((t) => t.recipients).sort((a, b) => a - b);
        expect(all).toEqual(recipients.map((_, i) => i));
        expect(packed.length).toBeGreaterThanOrEqual(
          transactionLowerBound(opts, ...counts(opts, recipients)),
        );
      }),
      { numRuns: 80 },
    );
  });

  it('uses the fewest transactions possible (checked by exhaustive search on small batches)', () => {
    const opts: PackOptions = { asset: 'token', computeBudget: true };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 60 }), (a, b) => {
        expect(planShapes(opts, a, b).length).toBe(bruteForceMinimum(opts, a, b));
      }),
      { numRuns: 40 },
    );
  });
});

function counts(opts: PackOptions, rs: { needsAccount: boolean }[]): [number, number] {
  const a = opts.asset === 'token' ? rs.filter((r) => r.needsAccount).length : 0;
  return [a, rs.length - a];
}

/** Breadth-first search over (creations left, transfers left), one transaction shape per step. */
function bruteForceMinimum(opts: PackOptions, a: number, b: number): number {
  if (a + b === 0) return 0;
  let frontier = new Set([`${a},${b}`]);
  for (let steps = 1; ; steps++) {
    const next = new Set<string>();
    for (const s of frontier) {
      const [x = 0, y = 0] = s.split(',').map(Number);
      for (let n = 0; n <= x; n++) {
        if (!shapeFits(opts, { newAccounts: n, transfers: 0 })) break;
        let t = 0;
        while (t < y && shapeFits(opts, { newAccounts: n, transfers: t + 1 })) t++;
        if (x - n === 0 && y - t === 0) return steps;
        next.add(`${x - n},${y - t}`);
      }
    }
    frontier = next;
  }
}
