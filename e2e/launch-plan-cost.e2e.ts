import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet } from './helpers/wallet';

describe("the Launch Plan page shows the plan's cost before it starts", () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])(
    'on %s: a shortfall disables the start with its reason; a plan the wallet can pay starts',
    async (device, viewport) => {
      const page = await newPage(app.browser, viewport);
      await page.goto(`${app.server.url}/launch-plan`);
      const sidebar = page.getByTestId('sidebar');
      if (device === 'mobile' && (await sidebar.getAttribute('data-state')) === 'open') {
        await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
      }
      await connectLocalWallet(page);
      const card = page.getByTestId('plan-cost');
      // The example plan (a token, a pool against SOL, a burn) with more SOL in the pool than the wallet's 10.
      await page.locator('#step-1-amountB').fill('50');
      await card.getByTestId('cost-step-2').waitFor();
      await expect
        .poll(() => card.getByTestId('plan-cost-balance').textContent())
        .toBe('Your wallet holds 10 SOL.');
      const shortfall = card.getByTestId('plan-cost-shortfall');
      await shortfall.waitFor();
      expect(await shortfall.textContent()).toMatch(
        /^The plan needs up to 50\.0\d+ SOL and your wallet holds 10 SOL\.$/,
      );
      const start = page.getByRole('button', { name: 'Rehearse this plan' });
      expect(await start.isDisabled()).toBe(true);
      await page.getByText(/^Starts once your wallet can pay: The plan needs up to 50/).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `launch-plan-cost-short-${device}`);

      // Back to 1 SOL: the wallet can pay, and the start button is free.
      await page.locator('#step-1-amountB').fill('1');
      await expect.poll(() => shortfall.count(), { timeout: 10_000 }).toBe(0);
      expect(await card.getByTestId('plan-cost-total').textContent()).toMatch(/^1\.0\d+ – 1\.0\d+ SOL$/);
      expect(await card.getByTestId('cost-step-1').textContent()).toContain('SOL deposited 1 SOL');
      expect(await start.isDisabled()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `launch-plan-cost-${device}`);
    },
  );
});
