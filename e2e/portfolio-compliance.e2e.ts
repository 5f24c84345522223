import { generateKeyPairSigner } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { portfolioAddressLabel } from '@shared/schemas/portfolio';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: T }).result;
}

describe('portfolio tracking and compliance scans in the browser', () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('on %s: tracks a funded wallet and sees its SOL holding', async (device, viewport) => {
    const page = await newPage(app.browser, viewport);
    await page.goto(`${app.server.url}/portfolio`);
    const sidebar = page.getByTestId('sidebar');
    if (device === 'mobile' && (await sidebar.getAttribute('data-state')) === 'open') {
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    }
    await connectLocalWallet(page);
    await page.getByText('No Wallets Tracked').waitFor();
    const tracked = (await generateKeyPairSigner()).address;
    const airdrop = await rpc<string>(app.server.rpcUrl, 'requestAirdrop', [tracked, 3e9]);
    expect(airdrop).toBeTruthy();
    await page.getByTestId('portfolio-address-input').fill('nope');
    await page.getByTestId('portfolio-add-wallet').click();
    await toast(page, 'Invalid Address').waitFor();
    await page.getByTestId('portfolio-address-input').fill(tracked);
    await page.getByTestId('portfolio-add-wallet').click();
    await toast(page, 'Wallet Added').waitFor();
    await page
      .getByTestId('tracked-wallet')
      .filter({ hasText: portfolioAddressLabel(tracked) })
      .waitFor();
    const row = page.getByTestId('holding-row').filter({ hasText: 'SOL' });
    await row.waitFor();
    expect(await row.textContent()).toContain('3');
    await page.getByTestId('portfolio-value-chart').waitFor();
    await page.getByRole('tab', { name: 'Allocation' }).click();
    await page.getByTestId('allocation-chart').locator('svg').first().waitFor();
    await screenshot(page, `portfolio-${device}`);
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('on %s: scans a token and downloads the PDF report', async (device, viewport) => {
    const page = await newPage(app.browser, viewport);
    await page.goto(`${app.server.url}/phantom-compliance`);
    const sidebar = page.getByTestId('sidebar');
    if (device === 'mobile' && (await sidebar.getAttribute('data-state')) === 'open') {
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    }
    await connectLocalWallet(page);
    const tokens = (await (await fetch(`${app.server.url}/api/dex/tokens`)).json()) as {
      tokens: { symbol: string; mint: string }[];
    };
    const usdc = tokens.tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    expect(await page.getByTestId('scan-button').isDisabled()).toBe(true);
    await page.getByTestId('scan-address').fill(usdc);
    await page.getByTestId('scan-button').click();
    await toast(page, 'Compliance Check Started').waitFor();
    await page.getByTestId('scan-report').waitFor();
    expect(await page.getByTestId('scan-check').count()).toBeGreaterThanOrEqual(10);
    const download = page.waitForEvent('download');
    await page.getByTestId('download-pdf').click();
    expect((await download).suggestedFilename()).toMatch(/^compliance-USDC-.*\.pdf$/);
    await toast(page, 'Report Downloaded').waitFor();
    await screenshot(page, `compliance-${device}`);
    await page.getByRole('tab', { name: 'Compliance Reports' }).click();
    await page.getByTestId('compliance-report').first().waitFor();
  });
});
