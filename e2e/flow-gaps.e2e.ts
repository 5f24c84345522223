import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { MOBILE, newPage, screenshot } from './helpers/browser';
import { exchangeTokens } from './helpers/dex-chain';

describe('flow gaps a trader notices (issue 29 item 9)', () => {
  const app = useAppAndBrowser();

  it('typing an amount on Jupiter shows a quote without clicking, each route names its venue, a pasted mint picks the token', async () => {
    const tokens = await exchangeTokens(app.server.url);
    const usdc = tokens.USDC;
    if (!usdc) throw new Error('USDC is not tracked');
    const page = await newPage(app.browser);
    const quotes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/dex/quote')) quotes.push(r.url());
    });
    await page.goto(`${app.server.url}/jupiter`);

    await page.getByRole('combobox', { name: 'Input token' }).click();
    const search = page.getByRole('textbox', { name: 'Search tokens' });
    await search.fill('sol');
    await page.getByRole('option', { name: /^SOL(\s|$)/ }).click();
    await page.getByRole('combobox', { name: 'Output token' }).click();
    await search.fill(usdc.mint);
    expect(await page.getByRole('option').count()).toBe(1);
    await search.press('Enter');
    expect(await page.getByRole('combobox', { name: 'Output token' }).textContent()).toContain('USDC');

    await page.getByLabel('You Pay').pressSequentially('0.5');
    const cards = page.getByTestId('route-card');
    await cards.first().waitFor({ timeout: 20_000 });
    expect(await cards.first().getAttribute('aria-checked')).toBe('true');
    expect(await cards.first().getByTestId('route-venue').textContent()).toMatch(
      /Raydium (AMM|CLMM)|Pump\.fun/,
    );
    // Debounced: typing "0.5" key by key asked once, for the settled amount.
    expect(quotes).toHaveLength(1);
    await screenshot(page, 'flow-gaps-jupiter-quote-desktop');

    await page.getByLabel('You Pay').fill('0.75');
    await expect.poll(() => quotes.length, { timeout: 10_000 }).toBe(2);
    await cards.first().waitFor();
    expect(await cards.first().getByTestId('route-out').textContent()).toContain('USDC');
  });

  it('at 375 px the Jupiter token search fits the screen and names an unknown pasted mint', async () => {
    const page = await newPage(app.browser, MOBILE);
    await page.goto(`${app.server.url}/jupiter`);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    await page.getByRole('combobox', { name: 'Input token' }).click();
    await page
      .getByRole('textbox', { name: 'Search tokens' })
      .fill('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    await page.getByText('No pool trades this mint yet').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'flow-gaps-jupiter-search-mobile');
  });
});
