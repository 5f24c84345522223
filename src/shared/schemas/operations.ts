import { z } from 'zod';
import { base64Schema } from './common';

export const INVALID_SIGNED_TX_MESSAGE = 'Invalid signed transaction: it could not be decoded';

export const operationStatusSchema = z.enum(['planned', 'submitted', 'confirmed', 'failed', 'expired']);
export type OperationStatus = z.infer<typeof operationStatusSchema>;

export const operationTxSchema = z.object({
  index: z.number().int(),
  signature: z.string().nullable(),
  status: operationStatusSchema,
  error: z.string().nullable(),
});

export const operationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: operationStatusSchema,
  summary: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  transactions: z.array(operationTxSchema),
  explorerUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Operation = z.infer<typeof operationSchema>;

/** What every planning endpoint answers: transactions for the wallet to sign. */
export const plannedOperationSchema = z.object({
  operationId: z.string(),
  transactions: z.array(base64Schema),
  summary: z.record(z.string(), z.unknown()),
});
export type PlannedOperation = z.infer<typeof plannedOperationSchema>;

/** Padded base64 of at least one byte: the wire form of a signed transaction. */
const signedTransactionSchema = z
  .string({ error: INVALID_SIGNED_TX_MESSAGE })
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/, {
    message: INVALID_SIGNED_TX_MESSAGE,
  });

export const submitOperationSchema = z.object({
  transactions: z
    .array(signedTransactionSchema, { error: 'At least one signed transaction is required' })
    .min(1, 'At least one signed transaction is required'),
});
export type SubmitOperationRequest = z.infer<typeof submitOperationSchema>;

export const operationIdParamsSchema = z.object({ id: z.uuid('Operation not found') });
export const operationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const operationListSchema = z.object({ operations: z.array(operationSchema) });

/** Answered with 409 when the planned blockhash expired before submission: plan and sign again. */
export const BLOCKHASH_EXPIRED_MESSAGE = 'The transaction expired before it was sent. Please sign again.';
export const MESSAGE_MISMATCH_MESSAGE = 'Signed transaction does not match the planned transaction';
