import { describe, expect, it } from 'vitest';
import { NATIVE_MINT, type Route } from '@shared/schemas/dex';
import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { useAppAndBrowser } from './helpers/app-server';
import { newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';
import { chainReader, chooseOption, exchangeTokens, uiTextToUnits } from './helpers/dex-chain';

const SOL = 1_000_000_000n;
const minimumOf = async (card: { textContent: () => Promise<string | null> }, decimals: number) =>
  uiTextToUnits(/min ([\d,.]+)/.exec((await card.textContent()) ?? '')?.[1] ?? '0', decimals);

describe('a trader whose quote went stale sees the new quote before anything is signed', () => {
  const app = useAppAndBrowser();

  it('on Jupiter Swap: the pools move beyond the tolerance after the route was found; the screen shows the new quote, nothing is signed until Execute Swap is pressed again', async () => {
    const tokens = await exchangeTokens(app.server.url);
    const usdc = tokens.USDC;
    if (!usdc) throw new Error('USDC is not tracked');
    const chain = chainReader(app.server.rpcUrl);
    const page = await newPage(app.browser);
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/operations\/[^/]+\/submit$/.test(r.url())) submits.push(r.url());
    });
    await page.goto(`${app.server.url}/jupiter`);
    const owner = await connectLocalWallet(page);
    await expect.poll(() => chain.lamports(owner), { timeout: 30_000 }).toBeGreaterThanOrEqual(SOL);
    await chooseOption(page, 'Input token', 'SOL');
    await chooseOption(page, 'Output token', 'USDC');
    await page.getByLabel('You Pay').fill('0.25');
    await page.getByRole('group', { name: 'Slippage presets' }).getByRole('button', { name: '0.1%' }).click();
    await page.getByRole('button', { name: 'Get Best Route' }).click();
    await toast(page, 'Routes Found').waitFor({ timeout: 20_000 });
    const card = page.getByTestId('route-card').first();
    const quoted = await minimumOf(card, usdc.decimals);
    expect(quoted).toBeGreaterThan(0n);

    // Another trader sells SOL into every pool the best route takes: far beyond 0.1 %.
    const other = await ApiWallet.create(app.server.url, 100);
    const quote = await other.call('POST', '/api/dex/quote', {
      inputMint: NATIVE_MINT,
      outputMint: usdc.mint,
      amount: '0.25',
      slippage: 0.1,
    });
    for (const market of (quote.json.routes as Route[])[0]?.marketInfos ?? []) {
      const { op } = await other.runOperation('/api/dex/raydium/amm', {
        fromToken: market.inputMint,
        toToken: market.outputMint,
        amount: market.inputMint === NATIVE_MINT ? '40' : '6000',
        slippage: 0.1,
        pair: market.id,
      });
      expect(op?.json.status).toBe('confirmed');
    }

    const usdcBefore = await chain.tokenUnits(owner, usdc.mint);
    await page.getByRole('button', { name: 'Execute Swap' }).click();
    await page.getByTestId('new-quote-notice').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('new-quote-notice').textContent()).toContain(
      'Price moved. Review the new quote and sign again.',
    );
    const requoted = await minimumOf(card, usdc.decimals);
    expect(requoted).toBeLessThan(quoted);
    expect(submits).toEqual([]);
    expect(await chain.tokenUnits(owner, usdc.mint)).toBe(usdcBefore);
    await screenshot(page, 'jupiter-new-quote-desktop');

    await page.getByRole('button', { name: 'Execute Swap' }).click();
    await toast(page, 'Swap Executed Successfully!').waitFor({ timeout: 60_000 });
    expect(submits).toHaveLength(1);
    expect((await chain.tokenUnits(owner, usdc.mint)) - usdcBefore).toBeGreaterThanOrEqual(requoted);
  });
});
