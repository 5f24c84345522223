import { describe, expect, it } from 'vitest';
import type { ClmmPool } from '@shared/schemas/clmm';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { chainReader, chooseOption, exchangeTokens, uiTextToUnits } from './helpers/dex-chain';
import { connectLocalWallet, toast } from './helpers/wallet';

describe('a liquidity provider opens a concentrated position, earns fees from swaps, collects and removes', () => {
  const app = useAppAndBrowser();

  it('opens SOL/USDC ±5 %, sees it in range, collects real fees, removes 50 % then all, closes', async () => {
    const tokens = await exchangeTokens(app.server.url);
    const usdc = tokens.USDC?.mint ?? '';
    const chain = chainReader(app.server.rpcUrl);
    const pools = (await (await fetch(`${app.server.url}/api/clmm/pools`)).json()) as { pools: ClmmPool[] };
    const pool = pools.pools.find((p) => p.label === 'SOL/USDC');
    if (!pool) throw new Error('no SOL/USDC CLMM pool');

    // The Local Wallet starts with SOL only: some USDC first on the constant-product screen.
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/raydium-amm`);
    const owner = await connectLocalWallet(page);
    await expect.poll(() => chain.lamports(owner), { timeout: 30_000 }).toBeGreaterThan(1_000_000_000n);
    await page.getByLabel('You Pay').fill('1');
    const swap = page.getByRole('button', { name: 'Swap', exact: true });
    await expect.poll(() => swap.isEnabled(), { timeout: 15_000 }).toBe(true);
    await swap.click();
    await toast(page, 'Trade Executed Successfully!').waitFor({ timeout: 60_000 });

    await page.goto(`${app.server.url}/raydium-clmm`);
    await page.getByRole('button', { name: 'New Position', exact: true }).click();
    await chooseOption(page, 'Pool and fee tier', 'SOL/USDC · 0.05% fee');
    await page.getByRole('button', { name: '±5%', exact: true }).click();
    await page.getByLabel('SOL amount').fill('0.2');
    await expect.poll(() => page.getByLabel('USDC amount').inputValue()).toMatch(/^[1-9]/);
    await page.getByRole('button', { name: 'Open Position', exact: true }).click();
    await toast(page, 'Position Opened').waitFor({ timeout: 60_000 });

    const card = page.getByTestId('clmm-position');
    await card.waitFor({ timeout: 20_000 });
    await card.getByText('In Range', { exact: true }).waitFor();
    const held = (await (await fetch(`${app.server.url}/api/clmm/pools`)).json()) as { pools: ClmmPool[] };
    expect(held.pools.find((p) => p.id === pool.id)?.positions).toBe(pool.positions + 1);
    const liquidityText = async () => (await card.getByTestId('clmm-liquidity').textContent()) ?? '';
    const solInPosition = async () => uiTextToUnits(await liquidityText(), 9);
    const opened = await solInPosition();
    expect(opened).toBeGreaterThan(150_000_000n);
    expect(opened).toBeLessThanOrEqual(200_000_000n);
    await screenshot(page, 'clmm-position-desktop');

    // Another wallet trades through the pool both ways, so the position earns fees on each side.
    const bob = await ApiWallet.create(app.server.url, 20);
    for (const body of [
      { fromToken: NATIVE_MINT, toToken: usdc, amount: '3' },
      { fromToken: usdc, toToken: NATIVE_MINT, amount: '300' },
    ]) {
      const { op } = await bob.runOperation('/api/dex/raydium/amm', {
        ...body,
        slippage: 0.05,
        pair: pool.id,
      });
      expect(op?.json.status).toBe('confirmed');
    }
    const uncollected = card.getByTestId('clmm-uncollected');
    await expect.poll(() => uncollected.textContent(), { timeout: 30_000 }).not.toBe('0 SOL + 0 USDC');
    const collect = card.getByRole('button', { name: 'Collect Fees', exact: true });
    await collect.click();
    await toast(page, 'Fees Collected').waitFor({ timeout: 60_000 });
    await expect.poll(() => uncollected.textContent(), { timeout: 30_000 }).toBe('0 SOL + 0 USDC');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('button', { name: 'SOL/USDC 0.05%', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('clmm-history-totals').textContent(), { timeout: 30_000 })
      .toMatch(/^2 swaps in this window; fees 0\.0015 SOL \+ 0\.15 USDC/);
    await screenshot(page, 'clmm-analytics-desktop');

    await page.getByRole('tab', { name: 'My Positions' }).click();
    const before = await solInPosition();
    await card.getByRole('button', { name: '50%', exact: true }).click();
    await toast(page, 'Liquidity Removed').waitFor({ timeout: 60_000 });
    await expect.poll(solInPosition, { timeout: 30_000 }).toBeLessThan(before);
    const half = await solInPosition();
    expect(half * 2n - before <= 2n && before - half * 2n <= 2n).toBe(true);

    await page.setViewportSize(MOBILE);
    await screenshot(page, 'clmm-position-mobile');
    await page.setViewportSize(DESKTOP);

    await card.getByRole('button', { name: '100%', exact: true }).click();
    await card.getByTestId('clmm-empty').waitFor({ timeout: 30_000 });
    await screenshot(page, 'clmm-emptied-desktop');
    await card.getByRole('button', { name: 'Close', exact: true }).click();
    await toast(page, 'Position Closed').waitFor({ timeout: 60_000 });
    await page.getByText('No positions yet. Open one with New Position.').waitFor({ timeout: 30_000 });
  }, 300_000);
});
