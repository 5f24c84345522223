import type { ClmmPosition } from '@shared/math/clmm/position';
import type { clmmPositions } from '../../../db/schema';
import { positionColumns } from './position-change';

/** A position row as stored when its opening is planned (pending) or done (open). */
export const openPositionRow = (
  id: string,
  poolId: string,
  opener: string,
  position: ClmmPosition,
  status: 'pending' | 'open',
): typeof clmmPositions.$inferInsert => ({
  id,
  poolId,
  opener,
  tickLower: position.tickLower,
  tickUpper: position.tickUpper,
  ...positionColumns(position),
  status,
});
