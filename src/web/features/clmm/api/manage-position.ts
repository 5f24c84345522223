import type { z } from 'zod';
import type { clmmRequestSchema } from '@shared/schemas/clmm';
import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';

/** Plans one position action (open, increase, decrease, collect, close) for the wallet to sign. */
export function managePosition(body: z.input<typeof clmmRequestSchema>) {
  return secureApiJson('POST', '/api/dex/raydium/clmm', body, plannedOperationSchema);
}
