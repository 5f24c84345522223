import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

/** The bug report: a 30-character token name answered "Something went wrong"; now it says what to shorten. */
describe('a Pump.fun launch whose name does not fit in one transaction', () => {
  const app = useAppAndBrowser();

  it('says how many characters to cut from the name and symbol, and launches once they are cut', async () => {
    const page = await newPage(app.browser, MOBILE);
    await page.goto(`${app.server.url}/pump-fun`);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
    await connectLocalWallet(page);
    await page.getByLabel('Token Name').fill('Thirty Characters Long Name Ok');
    await page.getByLabel('Token Symbol').fill('thirty');
    await page.getByLabel('Description').fill('A launch with a long name');
    await page.getByLabel('Initial Liquidity (SOL, your first buy)').fill('1');
    await page.getByRole('button', { name: 'Launch Token' }).click();
    const refused = toast(page, 'Launch Failed');
    await refused.waitFor({ timeout: 30_000 });
    const text = (await refused.textContent()) ?? '';
    expect(text).not.toContain('Something went wrong');
    const cut = Number(/at least (\d+) characters/.exec(text)?.[1] ?? NaN);
    expect(cut).toBeGreaterThan(0);
    await screenshot(page, 'launch-too-large-mobile');
    await page.getByLabel('Token Name').fill('Thirty Characters Long Name Ok'.slice(0, 30 - cut));
    await page.getByRole('button', { name: 'Launch Token' }).click();
    await toast(page, 'Token Launched').waitFor({ timeout: 30_000 });
  }, 120_000);
});
