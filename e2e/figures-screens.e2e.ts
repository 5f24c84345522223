import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

async function airdrop(rpcUrl: string, address: string, sol: number) {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [address, sol * 1e9] }),
  });
}

const SCREENS = [
  ['portfolio', '/portfolio'],
  ['pump-fun', '/pump-fun'],
  ['dashboard', '/'],
  ['analytics', '/analytics'],
] as const;

async function closeSidebarIfOpen(page: Page) {
  const sidebar = page.getByTestId('sidebar');
  if ((await sidebar.getAttribute('data-state')) === 'open')
    await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
}

/** Issue 29: the figure screens after a short real session, at 1440 and 375 px, for a person to look at. */
describe('the figure screens after a launch, a curve buy and a swap', () => {
  const app = useAppAndBrowser();

  it('show the session at 1440 and 375 px without horizontal scroll', async () => {
    const page = await newPage(app.browser, DESKTOP);
    await page.goto(`${app.server.url}/pump-fun`);
    const owner = await connectLocalWallet(page);
    await airdrop(app.server.rpcUrl, owner, 5);

    // A launch on the standard curve; its initial liquidity is the creator's first buy.
    await page.getByLabel('Token Name').fill('Figure Frog');
    await page.getByLabel('Token Symbol').fill('ffrog');
    await page.getByLabel('Description').fill('A frog that checks every figure on the screen');
    await page.getByLabel('Initial Liquidity (SOL, your first buy)').fill('1');
    await page.getByRole('button', { name: 'Launch Token' }).click();
    await toast(page, 'Token Launched').waitFor({ timeout: 30_000 });

    // A swap on the AMM.
    await page.goto(`${app.server.url}/raydium-amm`);
    await expect
      .poll(() => page.getByTestId('amm-pay-balance').textContent(), { timeout: 20_000 })
      .toMatch(/[1-9][\d,.]* SOL/);
    await page.getByLabel('You Pay').fill('0.5');
    await expect
      .poll(() => page.getByLabel('You Receive').inputValue(), { timeout: 15_000 })
      .toMatch(/^[1-9]/);
    const swapButton = page.getByRole('button', { name: 'Swap', exact: true });
    await expect.poll(() => swapButton.isEnabled()).toBe(true);
    await swapButton.click();
    await toast(page, 'Trade Executed Successfully!').waitFor({ timeout: 60_000 });

    // The portfolio tracks the session's own wallet, so its figures are this session's.
    await page.goto(`${app.server.url}/portfolio`);
    await page.getByLabel('Wallet address').fill(owner);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('1 tracked').waitFor({ timeout: 20_000 });

    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const [name, path] of SCREENS) {
        await page.goto(`${app.server.url}${path}`);
        if (device === 'mobile') await closeSidebarIfOpen(page);
        await page.waitForLoadState('networkidle');
        // Let the queries settle and the charts finish animating (at 1.5 s the mobile charts were mid-draw).
        await page.waitForTimeout(4000);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${name} at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `figures-${name}-${device}`);
      }
    }
  }, 180_000);
});
