import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet } from './helpers/wallet';

/**
 * Issue 29 items 3 and 4 in the browser: a rehearsal shows its own trades in its panel, and neither the
 * Pump.fun stat cards nor the dashboard count them.
 */
describe('a rehearsal is seen in its own panel only', () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('on %s: the panel reports its trades, the public figures stay at zero', async (device, viewport) => {
    const page = await newPage(app.browser, viewport);
    await page.goto(`${app.server.url}/pump-fun`);
    if (device === 'mobile') {
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
      await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
    }
    await connectLocalWallet(page);
    await page.getByLabel('Token Name').fill('Dress Rehearsal');
    await page.getByLabel('Token Symbol').fill('dress');
    await page.getByLabel('Description').fill('A launch rehearsed before it is real');
    await page.getByLabel('Initial Liquidity (SOL, your first buy)').fill('1');
    await page.getByRole('button', { name: 'Rehearse this launch' }).click();
    const progress = page.getByTestId('rehearsal-progress');
    await progress.getByText(/· graduated$/).waitFor({ timeout: 180_000 });
    const figures = (await page.getByTestId('rehearsal-figures').textContent()) ?? '';
    expect(figures).toMatch(/^\d+ trades · [\d.,]+ SOL curve volume · \d+ traders$/);
    expect(Number(figures.split(' ')[0])).toBeGreaterThanOrEqual(6);
    await progress.scrollIntoViewIfNeeded();
    await screenshot(page, `rehearsal-figures-${device}`);

    await page.reload();
    // Both runs of this file share one app: the first one's rehearsal is as invisible as this one's.
    const stat = (id: string) => page.getByTestId(id).getByTestId('stat-value').textContent();
    await expect.poll(() => stat('launch-stat-launches')).toBe('0');
    expect(await stat('launch-stat-graduated')).toBe('0');
    expect(await stat('launch-stat-traders')).toBe('0');
    expect(await stat('launch-stat-volume')).toBe('0 SOL');
    await screenshot(page, `rehearsal-pump-fun-stats-${device}`);

    await page.goto(app.server.url);
    await expect.poll(() => page.getByTestId('dex-summary').textContent()).toContain('24h volume $0');
    expect(await page.getByTestId('dex-summary').textContent()).toContain('0 trades');
    await expect.poll(() => page.getByTestId('insight-dex-volume').textContent()).toBe('$0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `rehearsal-dashboard-${device}`);
  }, 300_000);
});
