import type { Operation } from '@shared/schemas/operations';
import type { TokenCreateRequest } from '@shared/schemas/tokens';
import { operationSignature } from '@web/lib/operations/phase-steps';

export interface CreatedToken {
  mint: string;
  signature: string | null;
  name: string;
  symbol: string;
  explorerUrl: string | null;
}

function text(record: Record<string, unknown> | null, key: string): string | null {
  const value = record?.[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Reads `{ mint, signature }` from the confirmed operation's result (falling back to its summary). */
export function readCreatedToken(operation: Operation, request: TokenCreateRequest): CreatedToken | null {
  const mint = text(operation.result, 'mint') ?? text(operation.summary, 'mint');
  if (!mint) return null;
  return {
    mint,
    signature: text(operation.result, 'signature') ?? operationSignature(operation),
    name: request.name,
    symbol: request.symbol,
    explorerUrl: operation.explorerUrl,
  };
}
