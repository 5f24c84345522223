import { AppError } from '../../lib/errors';

const KNOWN: Array<[RegExp, string]> = [
  [
    /insufficient lamports|InsufficientFundsForFee|insufficient funds/i,
    'Insufficient SOL to pay for this transaction',
  ],
  [/custom program error: 0x1\b/i, 'Insufficient funds for this operation'],
  [/already in use/i, 'An account in this transaction already exists'],
  [/BlockhashNotFound/i, 'The transaction expired before it was sent. Please sign again.'],
];

/** Turns a chain error and its logs into one sentence a user can act on. */
export function readableChainError(err: unknown, logs: readonly string[] = []): string {
  const text = `${JSON.stringify(err, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}\n${logs.join('\n')}`;
  for (const [pattern, message] of KNOWN) if (pattern.test(text)) return message;
  const programLine = logs.find((l) => /failed:|Error:/i.test(l));
  return programLine
    ? `Transaction failed: ${programLine.replace(/^Program \w+ /, '')}`
    : `Transaction failed: ${text.split('\n')[0]}`;
}

export function describeSimulationFailure(err: unknown, logs: readonly string[]): AppError {
  return new AppError(400, 'simulation_failed', readableChainError(err, logs));
}

export const TRANSACTION_TOO_LARGE_CODE = 'transaction_too_large';

/** A planned transaction beyond the chain's size limit; `overBy` lets a feature say what to shorten. */
export function transactionTooLarge(bytes: number, limit: number): AppError {
  return new AppError(
    400,
    TRANSACTION_TOO_LARGE_CODE,
    `This transaction is ${bytes - limit} bytes over the ${limit}-byte limit of a Solana transaction`,
    undefined,
    { bytes, overBy: bytes - limit },
  );
}
