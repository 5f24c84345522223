import { describe, expect, it } from 'vitest';
import { findPage } from '@shared/pages';
import { SOLX_ROADMAP, type RoadmapPhase } from '../solx-token-data';
import { itemDelivered, roadmapStatus } from './roadmap-status';

const phase = (title: string) => {
  const found = SOLX_ROADMAP.find((p) => p.title === title);
  if (!found) throw new Error(`no phase ${title}`);
  return found;
};

const built = { label: 'Swaps', paths: ['/jupiter' as const] };
const notBuilt = { label: 'Institutional dashboard', paths: ['/institutional' as const] };
const synthetic = (items: RoadmapPhase['items']): RoadmapPhase => ({ title: 'T', items });

describe('the $SOLX roadmap claims only what the app delivers', () => {
  it('calls an item delivered only when every page it names works in this build', () => {
    expect(itemDelivered(built)).toBe(true);
    expect(itemDelivered(notBuilt)).toBe(false);
    expect(itemDelivered({ label: 'Both', paths: ['/jupiter', '/institutional'] })).toBe(false);
    const bridge = phase('Trading Tools').items.find((i) => i.label === 'Cross-chain bridge');
    expect(bridge && itemDelivered(bridge)).toBe(findPage('/cross-chain')?.kind === 'page');
  });

  it('derives each phase status from its items', () => {
    expect(roadmapStatus(synthetic([built]))).toBe('completed');
    expect(roadmapStatus(synthetic([built, notBuilt]))).toBe('current');
    expect(roadmapStatus(synthetic([notBuilt]))).toBe('upcoming');
    expect(roadmapStatus(phase('Foundation'))).toBe('completed');
    // The institutional dashboard is not built, so that phase is never called completed.
    expect(roadmapStatus(phase('Institutional'))).not.toBe('completed');
  });

  it('promises no dates: nothing in the roadmap is a quarter or a year (issue 29 item 7)', () => {
    expect(JSON.stringify(SOLX_ROADMAP)).not.toMatch(/Q[1-4]\s*\d{4}|\b20\d\d\b/);
  });
});
