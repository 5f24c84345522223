import type { DecodedMessage } from './wire';
import type { AddressBook } from './address-book';

export const LAMPORTS_PER_SIGNATURE = 5000n;
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n;
const DEFAULT_INSTRUCTION_UNITS = 200_000n;
const BUILTIN_INSTRUCTION_UNITS = 3_000n;

const BUILTINS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'Vote111111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
]);

export interface ComputeBudget {
  readonly unitLimit: bigint;
  /** micro-lamports per compute unit */
  readonly unitPrice: bigint;
}

export function computeBudgetOf(message: DecodedMessage, book: AddressBook): ComputeBudget {
  let unitLimit: bigint | null = null;
  let unitPrice = 0n;
  let defaultLimit = 0n;
  for (const ix of message.instructions) {
    const programKey = message.staticKeys[ix.programIdIndex];
    const program = programKey ? book.toText(programKey) : '';
    if (program === COMPUTE_BUDGET_PROGRAM) {
      const data = ix.data;
      const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
      if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(dv.getUint32(1, true));
      if (data[0] === 3 && data.length >= 9) unitPrice = dv.getBigUint64(1, true);
    }
    defaultLimit += BUILTINS.has(program) ? BUILTIN_INSTRUCTION_UNITS : DEFAULT_INSTRUCTION_UNITS;
  }
  const limit = unitLimit ?? defaultLimit;
  return { unitLimit: limit > MAX_COMPUTE_UNIT_LIMIT ? MAX_COMPUTE_UNIT_LIMIT : limit, unitPrice };
}

/** Base fee per signature plus the prioritization fee, rounded up like the runtime does. */
export function transactionFee(message: DecodedMessage, budget: ComputeBudget): bigint {
  const base = LAMPORTS_PER_SIGNATURE * BigInt(message.numRequiredSignatures);
  const priority = (budget.unitPrice * budget.unitLimit + 999_999n) / 1_000_000n;
  return base + priority;
}
