import { describe, expect, it } from 'vitest';
import { linkedMint, tokenActionLinks } from './token-links';

const mint = 'So11111111111111111111111111111111111111112';

describe('token action links', () => {
  it('open each screen on the token, and read back only a valid mint', () => {
    const links = tokenActionLinks(mint);
    expect(links).toEqual({
      burn: `/token-burner?mint=${mint}`,
      send: `/multisender?mint=${mint}`,
      createPool: `/liquidity?create=${mint}`,
    });
    expect(linkedMint(new URL(links.burn, 'http://x').search)).toBe(mint);
    expect(linkedMint(new URL(links.createPool, 'http://x').search, 'create')).toBe(mint);
    expect(linkedMint('?mint=not-a-mint')).toBeNull();
    expect(linkedMint('')).toBeNull();
  });
});
