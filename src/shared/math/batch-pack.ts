/**
 * Packs a batch into as few transactions as the chain's physical limits allow. Sizes are the exact
 * wire size of a version-0 transaction without lookup tables (what the pipeline compiles), so the
 * model never under-counts; recipients equal to the payer only make a transaction smaller.
 */
export const TX_LIMITS = { maxBytes: 1232, maxAccounts: 64, maxTrace: 64 } as const;

/**
 * Instruction-trace entries of one createAssociatedTokenIdempotent that creates the account:
 * the ATA program, GetAccountDataSize, system CreateAccount, InitializeImmutableOwner,
 * InitializeAccount3 (measured on the embedded chain for SPL Token and Token-2022).
 */
export const TRACE_PER_ATA_CREATE = 5;

export type BatchAsset = 'sol' | 'token';

export interface PackOptions {
  asset: BatchAsset;
  /** SetComputeUnitLimit + SetComputeUnitPrice lead every transaction (room is reserved either way on real clusters). */
  computeBudget: boolean;
}

export interface TxShape {
  /** Recipients whose token account is created in this transaction (token batches only). */
  newAccounts: number;
  /** Recipients paid by a plain transfer. */
  transfers: number;
}

export interface ShapeCost {
  bytes: number;
  accounts: number;
  trace: number;
}

const compactLength = (n: number) => (n < 0x80 ? 1 : n < 0x4000 ? 2 : 3);
const ixBytes = (accounts: number, data: number) =>
  1 + compactLength(accounts) + accounts + compactLength(data) + data;

const CU_LIMIT_IX = ixBytes(0, 5);
const CU_PRICE_IX = ixBytes(0, 9);
const ATA_CREATE_IX = ixBytes(6, 1);
const TRANSFER_CHECKED_IX = ixBytes(4, 10);
const SOL_TRANSFER_IX = ixBytes(2, 12);

export function shapeCost(opts: PackOptions, shape: TxShape): ShapeCost {
  const cb = opts.computeBudget ? 1 : 0;
  const n = opts.asset === 'token' ? shape.newAccounts : 0;
  const t = opts.asset === 'token' ? shape.transfers : shape.transfers + shape.newAccounts;
  let accounts: number;
  let instructionBytes = cb * (CU_LIMIT_IX + CU_PRICE_IX);
  let instructions = cb * 2;
  let trace = cb * 2;
  if (opts.asset === 'token') {
    // payer, source account, mint, token program (+ ATA and system programs when creating)
    accounts = 4 + (n > 0 ? 2 : 0) + cb + 2 * n + t;
    instructionBytes += n * (ATA_CREATE_IX + TRANSFER_CHECKED_IX) + t * TRANSFER_CHECKED_IX;
    instructions += 2 * n + t;
    trace += n * (TRACE_PER_ATA_CREATE + 1) + t;
  } else {
    accounts = 2 + cb + t; // payer, system program
    instructionBytes += t * SOL_TRANSFER_IX;
    instructions += t;
    trace += t;
  }
  const signatures = 1 + 64;
  const message =
    1 + 3 + compactLength(accounts) + 32 * accounts + 32 + compactLength(instructions) + instructionBytes + 1;
  return { bytes: signatures + message, accounts, trace };
}

export function shapeFits(opts: PackOptions, shape: TxShape): boolean {
  const c = shapeCost(opts, shape);
  return (
    c.bytes <= TX_LIMITS.maxBytes && c.accounts <= TX_LIMITS.maxAccounts && c.trace <= TX_LIMITS.maxTrace
  );
}

/** Most plain transfers that fit beside `newAccounts` creations (-1 when the creations alone do not fit). */
export function transferCapacity(opts: PackOptions, newAccounts: number): number {
  if (!shapeFits(opts, { newAccounts, transfers: 0 })) return -1;
  let t = 0;
  while (shapeFits(opts, { newAccounts, transfers: t + 1 })) t++;
  return t;
}

export function maxNewAccountsPerTx(opts: PackOptions): number {
  if (opts.asset === 'sol') return 0;
  let n = 0;
  while (shapeFits(opts, { newAccounts: n + 1, transfers: 0 })) n++;
  return n;
}

export interface PackedTransaction extends TxShape {
  /** Indexes into the recipient list, creations first. */
  recipients: number[];
}

/**
 * Fewest transactions for the recipients (exact under the cost model): a dynamic programme over how
 * many creations each transaction carries, filling the remaining room with plain transfers.
 */
export function packTransactions(
  opts: PackOptions,
  recipients: readonly { needsAccount: boolean }[],
): PackedTransaction[] {
  const isNew = (r: { needsAccount: boolean }) => opts.asset === 'token' && r.needsAccount;
  const created = recipients.flatMap((r, i) => (isNew(r) ? [i] : []));
  const plain = recipients.flatMap((r, i) => (isNew(r) ? [] : [i]));
  const shapes = planShapes(opts, created.length, plain.length);
  let c = 0;
  let p = 0;
  return shapes.map((s) => {
    const newIdx = created.slice(c, c + s.newAccounts);
    const plainIdx = plain.slice(p, p + s.transfers);
    c += newIdx.length;
    p += plainIdx.length;
    return { newAccounts: newIdx.length, transfers: plainIdx.length, recipients: [...newIdx, ...plainIdx] };
  });
}

/** The shapes of the fewest transactions covering `a` creations and `b` plain transfers. */
export function planShapes(opts: PackOptions, a: number, b: number): TxShape[] {
  if (a + b === 0) return [];
  const maxNew = Math.min(maxNewAccountsPerTx(opts), a);
  const capacity = Array.from({ length: maxNew + 1 }, (_, n) => transferCapacity(opts, n));
  if ((capacity[0] ?? 0) <= 0 || (a > 0 && maxNew === 0)) throw new Error('nothing fits in a transaction');
  // best[x] = most plain transfers k transactions can carry while covering exactly x creations.
  let best = new Array<number>(a + 1).fill(-Infinity);
  best[0] = 0;
  const choices: Int16Array[] = [];
  for (;;) {
    const next = new Array<number>(a + 1).fill(-Infinity);
    const choice = new Int16Array(a + 1).fill(-1);
    for (let x = 0; x <= a; x++) {
      for (let n = 0; n <= Math.min(maxNew, x); n++) {
        const prev = best[x - n] ?? -Infinity;
        const value = prev + (capacity[n] ?? -Infinity);
        if (prev > -Infinity && value > (next[x] ?? -Infinity)) {
          next[x] = value;
          choice[x] = n;
        }
      }
    }
    choices.push(choice);
    best = next;
    if ((best[a] ?? -Infinity) >= b) break;
  }
  const shapes: TxShape[] = [];
  let x = a;
  let left = b;
  for (let k = choices.length - 1; k >= 0; k--) {
    const n = choices[k]?.[x] ?? 0;
    const t = Math.min(left, capacity[n] ?? 0);
    shapes.push({ newAccounts: n, transfers: t });
    x -= n;
    left -= t;
  }
  return shapes.filter((s) => s.newAccounts + s.transfers > 0);
}

/**
 * A lower bound no packing can beat, from the limits alone: creations per transaction, and the
 * bytes and trace entries of all recipients against what one transaction can hold.
 */
export function transactionLowerBound(opts: PackOptions, a: number, b: number): number {
  if (a + b === 0) return 0;
  const empty = shapeCost(opts, { newAccounts: 0, transfers: 0 });
  const newCost = shapeCost(opts, { newAccounts: 1, transfers: 0 });
  const plainCost = shapeCost(opts, { newAccounts: 0, transfers: 1 });
  const newBytes = newCost.bytes - empty.bytes - (opts.asset === 'token' ? 64 : 0); // ATA + system program keys
  const plainBytes = plainCost.bytes - empty.bytes;
  const roomBytes = TX_LIMITS.maxBytes - empty.bytes;
  const roomTrace = TX_LIMITS.maxTrace - empty.trace;
  const maxNew = maxNewAccountsPerTx(opts);
  return Math.max(
    opts.asset === 'token' && a > 0 ? Math.ceil(a / maxNew) : 0,
    Math.ceil((a * newBytes + b * plainBytes) / roomBytes),
    Math.ceil((a * (newCost.trace - empty.trace) + b * (plainCost.trace - empty.trace)) / roomTrace),
  );
}
