import { findPage } from '@shared/pages';
import type { RoadmapItem, RoadmapPhase, RoadmapStatus } from '../solx-token-data';

/** An item is delivered when every page it names renders its own working module today. */
export function itemDelivered(item: RoadmapItem): boolean {
  return item.paths.every((path) => findPage(path)?.kind === 'page');
}

/** Completed when every item is delivered, in progress when some are, upcoming otherwise. */
export function roadmapStatus(phase: RoadmapPhase): RoadmapStatus {
  const delivered = phase.items.filter(itemDelivered).length;
  if (delivered === phase.items.length) return 'completed';
  return delivered > 0 ? 'current' : 'upcoming';
}
