import { describe, expect, it } from 'vitest';
import { ideaMessages } from '../ai-ideas';
import { numberToDecimal } from '../decimal-text';
import { ideasBodySchema } from './ai-ideas';
import { addApiKeyBodySchema } from './key-vault';
import { liquidityBodySchema } from './liquidity';

const ideas = (body: unknown) => {
  const r = ideasBodySchema.safeParse(body);
  return r.success ? r.data : r.error.issues.map((i) => i.message);
};

describe('the spec’s ideas prompt', () => {
  it('reads labelled parts on lines or in one sentence', () => {
    expect(
      ideas({
        prompt:
          'Industry: Gaming\nTheme: Rewards\nTarget audience: RPG players\nMarket cap: mega\nContext: x, y.',
      }),
    ).toMatchObject({
      industry: 'Gaming',
      theme: 'Rewards',
      targetAudience: 'RPG players',
      marketCap: 'mega',
      context: 'x, y.',
    });
    expect(
      ideas({ prompt: 'Industry: nft, Theme: creator economy, Market cap range: $1M-$10M.' }),
    ).toMatchObject({
      industry: 'NFTs & Collectibles',
      theme: 'Creator Economy',
      marketCap: 'large',
      context: '',
    });
  });

  it('without labels takes values named in the text and keeps the prompt as the context', () => {
    const prompt = 'Ideas for a real world assets token with a charity angle, micro cap';
    expect(ideas({ prompt })).toMatchObject({
      industry: 'Real World Assets',
      theme: 'Charity',
      marketCap: 'micro',
      context: prompt,
    });
    // "small" alone is not a market cap in free text.
    expect(ideas({ prompt: 'DeFi Governance for small teams' })).not.toHaveProperty('marketCap');
  });

  it('answers the spec’s messages when the prompt names no industry or theme; the app’s body is untouched', () => {
    expect(ideas({ prompt: 'anything' })).toEqual([
      ideaMessages.industryRequired,
      ideaMessages.themeRequired,
    ]);
    expect(ideas({ industry: 'DeFi', theme: 'Meme', prompt: 'Industry: Gaming' })).toMatchObject({
      industry: 'DeFi',
      theme: 'Meme',
    });
  });
});

describe('other spec bodies', () => {
  it('encryptedKey is the key as sent; apiKey wins when both are given', () => {
    const base = { keyName: 'k', service: 'custom' };
    expect(addApiKeyBodySchema.parse({ ...base, encryptedKey: ' abcd1234 ' }).apiKey).toBe('abcd1234');
    expect(addApiKeyBodySchema.parse({ ...base, apiKey: 'a', encryptedKey: 'b' }).apiKey).toBe('a');
  });

  it('liquidity action is the form’s poolType', () => {
    const body = {
      tokenA: 'So11111111111111111111111111111111111111112',
      tokenB: '11111111111111111111111111111111',
    };
    expect(liquidityBodySchema.parse({ ...body, action: 'remove' }).poolType).toBe('remove');
  });

  it('numbers become plain decimals', () => {
    expect([1e-7, 0.1, 150.5, 1e21].map(numberToDecimal)).toEqual([
      '0.0000001',
      '0.1',
      '150.5',
      '1000000000000000000000',
    ]);
  });
});
