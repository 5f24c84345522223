import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';
import { chainReader, chooseOption, exchangeTokens, uiTextToUnits } from './helpers/dex-chain';

const SOL = 1_000_000_000n;

describe('a trader swaps on the exchange screens and the chain agrees', () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('on %s: swaps SOL for USDC on Raydium AMM and sees the balances change', async (device, viewport) => {
    const tokens = await exchangeTokens(app.server.url);
    const usdc = tokens.USDC;
    if (!usdc) throw new Error('USDC is not tracked');
    const chain = chainReader(app.server.rpcUrl);
    const page = await newPage(app.browser, viewport);
    await page.goto(`${app.server.url}/raydium-amm`);
    if (device === 'mobile') {
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
      await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
    }
    const owner = await connectLocalWallet(page);
    await expect.poll(() => chain.lamports(owner), { timeout: 30_000 }).toBeGreaterThanOrEqual(SOL);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Trading Pair' }).textContent())
      .toContain('SOL/USDC');
    await expect
      .poll(() => page.getByTestId('amm-pay-balance').textContent(), { timeout: 20_000 })
      .toMatch(/[1-9][\d,.]* SOL/);

    const swapButton = page.getByRole('button', { name: 'Swap', exact: true });
    expect(await swapButton.isDisabled()).toBe(true);
    await page.getByLabel('You Pay').fill('0');
    await page.getByText('Amount must be a valid positive number', { exact: true }).waitFor();
    await page.getByLabel('You Pay').fill('');
    await page.getByText('Amount is required', { exact: true }).waitFor();
    expect(await swapButton.isDisabled()).toBe(true);

    const solBefore = await chain.lamports(owner);
    const usdcBefore = await chain.tokenUnits(owner, usdc.mint);
    await page.getByLabel('You Pay').fill('0.5');
    await expect
      .poll(() => page.getByLabel('You Receive').inputValue(), { timeout: 15_000 })
      .toMatch(/^[1-9]/);
    await expect.poll(() => swapButton.isEnabled()).toBe(true);
    const minimumText = (await page.getByTestId('quote-minimum').textContent()) ?? '';
    expect(await page.getByTestId('quote-rate').textContent()).toMatch(/^1 SOL = [\d,.]+ USDC$/);
    // Real costs from the chain: the fee of a two-signature transaction and, on a wallet without USDC yet,
    // the rent of the USDC account the swap creates.
    const feeText = (await page.getByTestId('quote-network-fee').textContent()) ?? '';
    expect(feeText).toBe('0.00001 SOL');
    const rentText = usdcBefore === 0n ? ((await page.getByTestId('quote-rent').textContent()) ?? '') : '0';
    if (usdcBefore === 0n) expect(rentText).toMatch(/^0\.00\d+ SOL$/);
    await screenshot(page, `amm-quote-${device}`);

    await swapButton.click();
    await toast(page, 'Trade Executed Successfully!').waitFor({ timeout: 60_000 });
    const received = (await chain.tokenUnits(owner, usdc.mint)) - usdcBefore;
    expect(received).toBeGreaterThanOrEqual(uiTextToUnits(minimumText, usdc.decimals));
    expect(received).toBeGreaterThan(0n);
    expect(solBefore - (await chain.lamports(owner))).toBe(
      SOL / 2n + uiTextToUnits(feeText, 9) + uiTextToUnits(rentText, 9),
    );

    // The app shows the new USDC balance and the trade in the pool's history.
    await expect
      .poll(async () =>
        uiTextToUnits((await page.getByTestId('amm-receive-balance').textContent()) ?? '', usdc.decimals),
      )
      .toBe(usdcBefore + received);
    await expect
      .poll(() => page.getByTestId('recent-trades').textContent(), { timeout: 20_000 })
      .toContain(`${owner.slice(0, 4)}...${owner.slice(-4)}`);
    expect(await page.getByLabel('You Pay').inputValue()).toBe('');
    await screenshot(page, `amm-after-swap-${device}`);
  });

  it('finds routes on Jupiter, preselects the best, executes it atomically and clears the routes', async () => {
    const tokens = await exchangeTokens(app.server.url);
    const usdc = tokens.USDC;
    if (!usdc) throw new Error('USDC is not tracked');
    const chain = chainReader(app.server.rpcUrl);
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/jupiter`);
    const owner = await connectLocalWallet(page);
    await expect.poll(() => chain.lamports(owner), { timeout: 30_000 }).toBeGreaterThanOrEqual(SOL);

    await page.getByRole('button', { name: 'Get Best Route' }).click();
    await page.getByText('Please select input token', { exact: true }).waitFor();
    await chooseOption(page, 'Input token', 'SOL');
    await chooseOption(page, 'Output token', 'USDC');
    await page.getByText('Amount is required', { exact: true }).waitFor();
    await page.getByLabel('You Pay').fill('0.25');
    await page.getByRole('button', { name: 'Get Best Route' }).click();
    await toast(page, 'Routes Found').waitFor({ timeout: 20_000 });

    const cards = page.getByTestId('route-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    expect(await cards.first().getAttribute('aria-checked')).toBe('true');
    expect(await cards.first().textContent()).toMatch(/fee [\d.]+%/);
    expect(await cards.first().getByTestId('route-network-fee').textContent()).toBe(
      'Network fee 0.00001 SOL',
    );
    expect(await cards.first().getByTestId('route-rent').textContent()).toMatch(
      /^New account rent 0\.00\d+ SOL$/,
    );
    await screenshot(page, 'jupiter-routes-desktop');

    const usdcBefore = await chain.tokenUnits(owner, usdc.mint);
    const minimum = uiTextToUnits(
      /min ([\d,.]+)/.exec((await cards.first().textContent()) ?? '')?.[1] ?? '0',
      usdc.decimals,
    );
    await page.getByRole('button', { name: 'Execute Swap' }).click();
    await toast(page, 'Swap Executed Successfully!').waitFor({ timeout: 60_000 });
    const received = (await chain.tokenUnits(owner, usdc.mint)) - usdcBefore;
    expect(minimum).toBeGreaterThan(0n);
    expect(received).toBeGreaterThanOrEqual(minimum);
    await expect.poll(() => cards.count()).toBe(0);
    await screenshot(page, 'jupiter-after-swap-desktop');
  });
});
