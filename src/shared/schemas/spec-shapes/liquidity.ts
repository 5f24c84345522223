import { liquidityRequestSchema } from '../liquidity';
import { acceptSpecShape } from './accept';

/** Spec part 2 §7 "manage liquidity" sends `action` where the app's form sends `poolType` (same values). */
const fromSpec = (body: Record<string, unknown>) => {
  if (body.poolType !== undefined || !('action' in body)) return null;
  const { action, ...rest } = body;
  return { ...rest, poolType: action };
};

/** POST /api/liquidity: the app's body, or the spec's with `action`. */
export const liquidityBodySchema = acceptSpecShape(liquidityRequestSchema, fromSpec);
