import { describe, expect, it } from 'vitest';
import { SOLX_ROADMAP } from '../solx-token-data';
import { itemDelivered, roadmapStatus } from './roadmap-status';

const phase = (title: string) => {
  const found = SOLX_ROADMAP.find((p) => p.title === title);
  if (!found) throw new Error(`no phase ${title}`);
  return found;
};

describe('the $SOLX roadmap claims only what the app delivers', () => {
  it('does not call the bridge done while /cross-chain is a placeholder', () => {
    const trading = phase('Trading Tools');
    const bridge = trading.items.find((i) => i.label === 'Cross-chain bridge');
    expect(bridge && itemDelivered(bridge)).toBe(false);
    expect(roadmapStatus(trading)).toBe('current');
  });

  it('marks the foundation completed and phases with nothing built upcoming', () => {
    expect(roadmapStatus(phase('Foundation'))).toBe('completed');
    expect(roadmapStatus(phase('Institutional'))).toBe('upcoming');
  });
});
