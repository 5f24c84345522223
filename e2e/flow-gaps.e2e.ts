import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { Connection, PublicKey } from '@solana/web3.js';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { exchangeTokens } from './helpers/dex-chain';
import { connectLocalWallet, toast } from './helpers/wallet';

describe('flow gaps a trader notices (issue 29 item 9)', () => {
  const app = useAppAndBrowser();

  it('generator addresses arrive in the multisender, the token is picked from the wallet, and after the multisend the bell shows the notification without waiting for the poll', async () => {
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/token-manager`);
    await connectLocalWallet(page);
    await page.getByLabel('Token Name').fill('Flow Coin');
    await page.getByLabel('Token Symbol').fill('FLOW');
    await page.getByLabel('Total Supply').fill('1000000');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await toast(page, 'Token Created Successfully!').waitFor({ timeout: 30_000 });
    const mint = (await page.getByTestId('created-mint').getAttribute('title')) ?? '';
    const unread = page.getByTestId('notifications-unread');
    // Refreshed when the operation ended: well inside the bell's 15 s poll.
    await expect.poll(() => unread.textContent(), { timeout: 3_000 }).toBe('1');

    // The header's wallet menu: SOL on the button, SOL and the new token in the menu, from the chain.
    await expect
      .poll(() => page.getByTestId('wallet-sol').textContent(), { timeout: 5_000 })
      .toMatch(/ SOL$/);
    await page.getByTestId('wallet-control').click();
    const token = page.getByTestId('wallet-balance-token').filter({ hasText: 'FLOW' });
    await expect.poll(() => token.textContent(), { timeout: 5_000 }).toContain('1,000,000');
    expect(await page.getByTestId('wallet-balance-sol').textContent()).toMatch(/^SOL[\d,.]+ SOL$/);
    await screenshot(page, 'flow-gaps-wallet-menu-desktop');
    await page.keyboard.press('Escape');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Wallet Generator', exact: true }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Generate Wallet' }).click();
    const cards = page.getByTestId('wallet-card');
    await expect.poll(() => cards.count()).toBe(3);
    const generated = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-address') ?? ''));
    await page.getByRole('button', { name: 'Send to These in Multisender' }).click();
    // The keys were not exported: leaving still asks first.
    await page.getByRole('button', { name: 'Leave Page' }).click();
    await page.waitForURL('**/multisender');
    await toast(page, 'Recipients Added').waitFor();
    const list = (await page.getByRole('textbox', { name: 'Recipients' }).inputValue()).split('\n');
    expect(list.sort()).toEqual([...generated].sort());
    const handed = await page.evaluate(() => JSON.stringify(window.history.state ?? null));
    expect(handed).not.toMatch(/privateKey|mnemonic/);

    await page.getByRole('combobox', { name: 'Your tokens' }).click();
    await page.getByRole('option', { name: /^FLOW/ }).click();
    await page.getByTestId('verified-token').waitFor();
    expect(await page.getByLabel('Token Address').inputValue()).toBe(mint);
    await page.getByLabel('Total Amount').fill('30');
    await expect
      .poll(() => page.getByTestId('summary-transactions').textContent(), { timeout: 15_000 })
      .toBe('1');
    await page.getByRole('button', { name: 'Send Tokens' }).click();
    await toast(page, 'Batch Completed').waitFor({ timeout: 60_000 });
    await expect.poll(() => unread.textContent(), { timeout: 3_000 }).toBe('2');
    await screenshot(page, 'flow-gaps-multisend-done-desktop');

    const connection = new Connection(app.server.rpcUrl, 'confirmed');
    const held = await connection.getParsedTokenAccountsByOwner(new PublicKey(generated[0] ?? ''), {
      mint: new PublicKey(mint),
    });
    expect(held.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('10');
  });

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

  it('at 375 px a toast wraps a long address inside itself', async () => {
    const page = await newPage(app.browser, MOBILE);
    await page.goto(`${app.server.url}/phantom-compliance`);
    const sidebar = page.getByTestId('sidebar');
    if ((await sidebar.getAttribute('data-state')) === 'open') {
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    }
    await connectLocalWallet(page);
    const usdc = (await exchangeTokens(app.server.url)).USDC?.mint ?? '';
    await page.getByTestId('scan-address').fill(usdc);
    await page.getByTestId('scan-button').click();
    const started = toast(page, 'Compliance Check Started');
    await started.waitFor();
    expect(await started.textContent()).toContain(usdc);
    const fits = await started.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const texts = [...el.querySelectorAll('div, li, span')];
      return box.right <= window.innerWidth && texts.every((t) => t.scrollWidth <= t.clientWidth + 1);
    });
    expect(fits).toBe(true);
    await screenshot(page, 'flow-gaps-toast-address-mobile');
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])(
    'on %s card titles on CLMM, Ideas and Simulator keep their distance from the card border',
    async (device, viewport) => {
      const page = await newPage(app.browser, viewport);
      const tightTitles = () =>
        page.locator('main .rounded-2xl.border').evaluateAll((cards) =>
          cards.flatMap((card) => {
            const first = [...card.querySelectorAll('*')].find(
              (e) => e.children.length === 0 && (e.textContent ?? '').trim() !== '',
            );
            if (!first) return [];
            const t = first.getBoundingClientRect();
            const c = card.getBoundingClientRect();
            const gap = Math.min(t.left - c.left, t.top - c.top);
            return gap < 12 ? [`${(first.textContent ?? '').trim()}: ${Math.round(gap)}px`] : [];
          }),
        );
      const open = async (path: string) => {
        await page.goto(`${app.server.url}${path}`);
        const sidebar = page.getByTestId('sidebar');
        if (device === 'mobile' && (await sidebar.getAttribute('data-state')) === 'open') {
          await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
        }
      };
      const choose = async (label: string, option: string) => {
        await page.getByLabel(label, { exact: true }).click();
        await page.getByRole('option', { name: option }).click();
      };

      await open('/raydium-clmm');
      await page.getByRole('tab', { name: 'Available Pools' }).click();
      await page.getByTestId('clmm-pool').first().waitFor();
      expect(await tightTitles()).toEqual([]);
      await screenshot(page, `flow-gaps-cards-clmm-${device}`);

      await open('/ai-ideas');
      await connectLocalWallet(page);
      await choose('Industry', 'Gaming');
      await choose('Theme', 'Rewards');
      await page.getByRole('button', { name: 'Generate Ideas' }).click();
      await page.getByTestId('idea-card').first().waitFor();
      expect(await tightTitles()).toEqual([]);
      await screenshot(page, `flow-gaps-cards-ideas-${device}`);

      await open('/ai-simulator');
      await page.getByLabel('Token Name').fill('Nova');
      await page.getByLabel('Launch Price (SOL)').fill('0.0001');
      await page.getByRole('button', { name: 'Run Simulation' }).click();
      await page.getByTestId('simulation-results').waitFor({ timeout: 60_000 });
      expect(await tightTitles()).toEqual([]);
      await screenshot(page, `flow-gaps-cards-simulator-${device}`);
    },
  );

  it('a created token has actions in the Token Manager that open Send, Create Pool and Burn on it', async () => {
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/token-manager`);
    await connectLocalWallet(page);
    await page.getByLabel('Token Name').fill('Action Coin');
    await page.getByLabel('Token Symbol').fill('ACT');
    await page.getByLabel('Total Supply').fill('5000');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await toast(page, 'Token Created Successfully!').waitFor({ timeout: 30_000 });
    const mint = (await page.getByTestId('created-mint').getAttribute('title')) ?? '';
    const actions = page.getByRole('navigation', { name: 'Actions for ACT' });
    await actions.waitFor();
    await screenshot(page, 'flow-gaps-token-actions-desktop');

    await actions.getByRole('link', { name: 'Burn' }).click();
    await page.waitForURL('**/token-burner?mint=*');
    await page.getByTestId('verified-token').waitFor();
    expect(await page.getByLabel('Token Address').inputValue()).toBe(mint);
    await page.goBack();

    await actions.getByRole('link', { name: 'Send' }).click();
    await page.waitForURL('**/multisender?mint=*');
    await page.getByTestId('verified-token').waitFor();
    expect(await page.getByTestId('verified-symbol').textContent()).toBe('ACT');
    await page.goBack();

    await actions.getByRole('link', { name: 'Create Pool' }).click();
    await page.waitForURL('**/liquidity?create=*');
    const operation = page.getByRole('group', { name: 'Operation' });
    await expect
      .poll(() => operation.locator('[aria-pressed="true"]').textContent(), { timeout: 10_000 })
      .toContain('Create');
    await expect.poll(() => page.getByRole('combobox', { name: 'Token A' }).textContent()).toContain('ACT');
    await expect.poll(() => page.getByRole('combobox', { name: 'Token B' }).textContent()).toContain('SOL');
    await screenshot(page, 'flow-gaps-create-pool-from-token-desktop');
  });

  it('at 375 px the wallet menu, the generator hand-off button and the token picker fit without horizontal scroll', async () => {
    const page = await newPage(app.browser, MOBILE);
    await page.goto(`${app.server.url}/wallet-generator`);
    const sidebar = page.getByTestId('sidebar');
    if ((await sidebar.getAttribute('data-state')) === 'open') {
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    }
    await connectLocalWallet(page);
    const noScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.getByRole('button', { name: 'Generate Wallet' }).click();
    await page.getByRole('button', { name: 'Send to These in Multisender' }).waitFor();
    expect(await noScroll()).toBe(true);
    await screenshot(page, 'flow-gaps-generator-mobile');
    await page.getByTestId('wallet-control').click();
    await page.getByTestId('wallet-balance-sol').waitFor({ timeout: 10_000 });
    expect(await noScroll()).toBe(true);
    await screenshot(page, 'flow-gaps-wallet-menu-mobile');
  });
});
