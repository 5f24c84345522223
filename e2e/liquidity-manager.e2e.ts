import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';
import { chainReader, chooseOption, exchangeTokens } from './helpers/dex-chain';

describe('a liquidity provider adds to a pool, sees the position and removes it', () => {
  const app = useAppAndBrowser();

  it('adds SOL/USDC liquidity, gets LP tokens on chain, then removes them all', async () => {
    await exchangeTokens(app.server.url);
    const chain = chainReader(app.server.rpcUrl);
    const pools = (await (await fetch(`${app.server.url}/api/dex/pools`)).json()) as {
      pools: { label: string; lpMint: string; type?: string }[];
    };
    // The constant-product pool (a concentrated-liquidity SOL/USDC pool has no LP mint).
    const lpMint =
      pools.pools.find((p) => p.label === 'SOL/USDC' && p.type !== 'concentrated-liquidity')?.lpMint ?? '';
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/liquidity`);
    const owner = await connectLocalWallet(page);
    await expect.poll(() => chain.lamports(owner), { timeout: 30_000 }).toBeGreaterThan(1_000_000_000n);

    await page.getByRole('button', { name: 'Add Liquidity', exact: true }).click();
    await page.getByText('Token A is required', { exact: true }).waitFor();
    await page.getByText('Token B is required', { exact: true }).waitFor();

    // First some USDC: the Local Wallet starts with SOL only.
    await page.goto(`${app.server.url}/raydium-amm`);
    await page.getByLabel('You Pay').fill('1');
    const swap = page.getByRole('button', { name: 'Swap', exact: true });
    await expect.poll(() => swap.isEnabled(), { timeout: 15_000 }).toBe(true);
    await swap.click();
    await toast(page, 'Trade Executed Successfully!').waitFor({ timeout: 60_000 });

    await page.goto(`${app.server.url}/liquidity`);
    await chooseOption(page, 'Token A', 'SOL');
    await chooseOption(page, 'Token B', 'USDC');
    await page.getByLabel('Amount A').fill('0.2');
    await expect.poll(() => page.getByLabel('Amount B').inputValue()).toMatch(/^[1-9]/);
    // No DEX platform choice: every label deposited into the same pool (issue 29 item 7).
    expect(await page.getByLabel('DEX Platform').count()).toBe(0);
    await page.getByRole('button', { name: 'Add Liquidity', exact: true }).click();
    await toast(page, 'Liquidity Added').waitFor({ timeout: 60_000 });
    await page.getByTestId('liquidity-outcome').waitFor();
    const lpAfterAdd = await chain.tokenUnits(owner, lpMint);
    expect(lpAfterAdd).toBeGreaterThan(0n);

    const position = page.getByTestId('position').filter({ hasText: 'SOL/USDC' });
    await position.waitFor({ timeout: 20_000 });
    expect(await position.getAttribute('data-status')).toBe('active');
    expect(await position.textContent()).not.toMatch(/raydium|orca|meteora/i);
    await screenshot(page, 'liquidity-position-desktop');

    await position.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Liquidity', exact: true }).click();
    await toast(page, 'Liquidity Removed').waitFor({ timeout: 60_000 });
    expect(await chain.tokenUnits(owner, lpMint)).toBe(0n);
    await expect
      .poll(
        () =>
          page.getByTestId('position').filter({ hasText: 'SOL/USDC' }).first().getAttribute('data-status'),
        {
          timeout: 20_000,
        },
      )
      .toBe('removed');

    await page.getByRole('tab', { name: 'Popular Pools' }).click();
    await page.getByTestId('popular-pools').getByText('SOL/USDC').first().waitFor();
    await screenshot(page, 'liquidity-pools-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'liquidity-pools-mobile');
    await page.setViewportSize(DESKTOP);
  });
});
