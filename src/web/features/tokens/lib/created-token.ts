import { endpointUrl } from '@shared/api/endpoint';
import { getTokenLogo } from '@shared/api/tokens';
import type { Operation } from '@shared/schemas/operations';
import { tokenMessages, type TokenCreateRequest } from '@shared/schemas/tokens';
import { INVALID_TRANSACTION_DATA } from '@shared/security/request-guard';
import { ApiError } from '@web/lib/api-client';
import { RATE_LIMIT_MESSAGE } from '@web/lib/rate-limit';
import { OperationError } from '@web/entities/operations/operation-error';
import { operationSignature } from '@web/entities/operations/phase-steps';

export interface CreatedToken {
  mint: string;
  signature: string | null;
  name: string;
  symbol: string;
  explorerUrl: string | null;
  /** The app-served logo when the metadata named an image (the upload or a JSON file's `image`). */
  logoUri: string | null;
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
    logoUri: typeof request.metadata?.image === 'string' ? endpointUrl(getTokenLogo, { mint }) : null,
  };
}

const CLIENT_MESSAGES: ReadonlySet<string> = new Set([RATE_LIMIT_MESSAGE, INVALID_TRANSACTION_DATA]);

/**
 * Spec: the server's message when there is one, else 'Failed to create token. Please try again.'.
 * The client guard's own spec messages pass through too; network and parse errors get the default.
 */
export function creationFailureText(error: unknown): string {
  if ((error instanceof ApiError || error instanceof OperationError) && error.message) return error.message;
  if (error instanceof Error && CLIENT_MESSAGES.has(error.message)) return error.message;
  return tokenMessages.failedDefault;
}
