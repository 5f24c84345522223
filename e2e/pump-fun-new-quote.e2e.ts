import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot, SHOTS_DIR } from './helpers/browser';
import { chainReader, uiTextToUnits } from './helpers/dex-chain';
import { connectLocalWallet, toast } from './helpers/wallet';

const SOL = 1_000_000_000n;

describe('a curve buyer whose quote went stale sees the new quote before anything is signed', () => {
  const app = useAppAndBrowser();

  it('on Pump.fun: another wallet buys beyond the 1 % slippage after the quote; Buy shows the new quote, nothing moves until Buy is pressed again; Sell then offers only what the wallet holds', async () => {
    const creator = await ApiWallet.create(app.server.url, 20);
    const launched = await creator.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Moon Cat',
        tokenSymbol: 'mcat',
        description: 'A cat that lands on the moon first',
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
    });
    expect(launched.op?.json.status).toBe('confirmed');
    const mint = String(launched.plan.json.mint);

    const chain = chainReader(app.server.rpcUrl);
    const page = await newPage(app.browser, DESKTOP);
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/operations\/[^/]+\/submit$/.test(r.url())) submits.push(r.url());
    });
    await page.goto(`${app.server.url}/pump-fun`);
    const buyer = await connectLocalWallet(page);
    await expect.poll(() => chain.lamports(buyer), { timeout: 30_000 }).toBeGreaterThanOrEqual(SOL);
    await page.getByRole('tab', { name: 'Trending' }).click();
    await page.getByTestId('launch-card').filter({ hasText: 'Moon Cat' }).click();
    const panel = page.getByTestId('trade-form');
    await panel.getByRole('button', { name: '1%', exact: true }).click();
    await panel.getByLabel('Amount (SOL)').fill('0.5');
    const minimum = panel.getByTestId('curve-minimum');
    await minimum.waitFor();
    const quoted = uiTextToUnits((await minimum.textContent()) ?? '', 6);
    expect(quoted).toBeGreaterThan(0n);

    // Another trader buys 3 SOL of the curve through the API: far beyond 1 % for the next 0.5 SOL.
    const other = await ApiWallet.create(app.server.url, 10);
    const bought = await other.runOperation('/api/dex/pump-fun', {
      action: 'buy',
      mint,
      amount: '3',
      slippage: 5,
    });
    expect(bought.op?.json.status).toBe('confirmed');

    await panel.getByRole('button', { name: 'Buy MCAT' }).click();
    const notice = panel.getByTestId('new-quote-notice');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain('Price moved. Review the new quote and sign again.');
    await expect.poll(async () => uiTextToUnits((await minimum.textContent()) ?? '', 6)).toBeLessThan(quoted);
    const requoted = uiTextToUnits((await minimum.textContent()) ?? '', 6);
    expect(submits).toEqual([]);
    expect(await chain.tokenUnits(buyer, mint)).toBe(0n);
    await screenshot(page, 'pump-fun-new-quote-desktop');
    await panel.screenshot({ path: path.join(SHOTS_DIR, 'pump-fun-new-quote-panel-desktop.png') });
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'pump-fun-new-quote-mobile');
    await panel.screenshot({ path: path.join(SHOTS_DIR, 'pump-fun-new-quote-panel-mobile.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await panel.getByRole('button', { name: 'Buy MCAT' }).click();
    await toast(page, 'Trade Executed Successfully!').waitFor({ timeout: 60_000 });
    expect(submits).toHaveLength(1);
    const held = await chain.tokenUnits(buyer, mint);
    expect(held).toBeGreaterThanOrEqual(requoted);

    // Selling: the tab shows what the wallet holds and refuses more before anything is planned.
    await panel.getByRole('tab', { name: 'Sell' }).click();
    const balance = panel.getByTestId('curve-sell-balance');
    await expect.poll(async () => uiTextToUnits((await balance.textContent()) ?? '', 6)).toBe(held);
    await panel.getByLabel('Amount (MCAT)').fill(`${(held / 1_000_000n + 1n).toString()}`);
    const blocked = panel.getByRole('button', { name: 'Insufficient MCAT balance' });
    expect(await blocked.isDisabled()).toBe(true);
    await panel
      .getByRole('group', { name: 'Share of balance' })
      .getByRole('button', { name: '100%' })
      .click();
    expect(uiTextToUnits(await panel.getByLabel('Amount (MCAT)').inputValue(), 6)).toBe(held);
    await panel.getByTestId('curve-quote').waitFor();
    expect(await panel.getByRole('button', { name: 'Sell MCAT' }).isEnabled()).toBe(true);
    await panel.screenshot({ path: path.join(SHOTS_DIR, 'pump-fun-sell-balance-mobile.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Buying: the tab shows the wallet's SOL and refuses more than it holds before anything is planned.
    await panel.getByRole('tab', { name: 'Buy' }).click();
    await expect
      .poll(async () => (await panel.getByTestId('curve-buy-balance').textContent()) ?? '')
      .toMatch(/\d SOL$/);
    await panel.getByLabel('Amount (SOL)').fill('1000000');
    expect(await panel.getByRole('button', { name: 'Insufficient SOL balance' }).isDisabled()).toBe(true);
    await panel.screenshot({ path: path.join(SHOTS_DIR, 'pump-fun-buy-balance-mobile.png') });
  }, 120_000);
});
