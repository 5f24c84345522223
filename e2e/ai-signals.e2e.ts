import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { exchangeTokens } from './helpers/dex-chain';
import { connectLocalWallet, toast } from './helpers/wallet';

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;
const TRADES = 24;

async function open(page: Page, url: string, device: string) {
  await page.goto(url);
  const sidebar = page.getByTestId('sidebar');
  if (device === 'mobile' && (await sidebar.getAttribute('data-state')) === 'open') {
    await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
  }
}

describe('AI signal generator: a trader reads a signal on RAY after real buys', () => {
  const app = useAppAndBrowser();
  let seeded: Promise<string> | undefined;

  /** Real buys of RAY through the platform pool, once for the file (expect.poll needs a running test). */
  async function seed(): Promise<string> {
    const tokens = await exchangeTokens(app.server.url);
    const ray = tokens.RAY?.mint ?? '';
    const trader = await ApiWallet.create(app.server.url, 40);
    const pools = (await trader.call('GET', '/api/dex/pools')).json.pools as { id: string; label: string }[];
    const pair = pools.find((p) => p.label === 'RAY/SOL')?.id ?? '';
    for (let i = 0; i < TRADES; i++) {
      const { op } = await trader.runOperation('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: ray,
        amount: '1',
        slippage: 0.05,
        pair,
      });
      expect(op?.json.status).toBe('confirmed');
    }
    return ray;
  }

  it.each(VIEWPORTS)(
    'on %s: asks for a token, then shows the signal, its factors and performance',
    async (device, viewport) => {
      const ray = await (seeded ??= seed());
      const page = await newPage(app.browser, viewport);
      await open(page, `${app.server.url}/ai-signals`, device);
      // Signed in, so the signal is stored and the Performance tab reads it back from the server.
      await connectLocalWallet(page);
      await page.getByRole('button', { name: 'Generate Signal' }).click();
      await page.getByText('Token address is required').waitFor();
      await page.getByLabel('Token Address').fill(ray);
      await page.getByRole('checkbox', { name: 'EMA' }).click();
      await page.getByRole('checkbox', { name: 'SMA' }).click();
      await page.getByRole('button', { name: 'Generate Signal' }).click();
      await toast(page, 'Signal Generated').waitFor();
      const card = page.getByTestId('signal-card').first();
      expect(await card.getByTestId('signal-kind').textContent()).toMatch(/^(BUY|SELL|HOLD)$/);
      expect(await card.getByTestId('signal-price').textContent()).toMatch(/^\d[\d,]*(\.[\d₀-₉]+)?$/);
      await card.getByText('Overbought (≥ 70): a pullback is more likely').waitFor();
      await card.getByText('Template').waitFor();
      await screenshot(page, `ai-signals-${device}`);
      await page.getByRole('tab', { name: 'Market Alerts' }).click();
      await page.getByRole('button', { name: 'Start Stream' }).click();
      await page.getByRole('button', { name: 'Stop Stream' }).waitFor();
      await page.getByRole('tab', { name: 'Performance' }).click();
      await page.getByTestId('signal-performance').getByText('Total Signals').waitFor();
      expect(await page.getByTestId('signal-performance').textContent()).toContain('Total Signals1');
      await page.context().close();
    },
    240_000,
  );
});
