import type { z } from 'zod';
import { planClmmPosition } from '@shared/api/clmm';
import type { clmmRequestSchema } from '@shared/schemas/clmm';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Plans one position action (open, increase, decrease, collect, close) for the wallet to sign. */
export function managePosition(body: z.input<typeof clmmRequestSchema>) {
  return callSecureEndpoint(planClmmPosition, { body });
}
