import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { DESKTOP, MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet } from './helpers/wallet';

/**
 * Issue 29 item 9 in the user's words: "with a 0.5 s pace the rehearsal's timeline shows each trade with
 * its signature as it lands".
 */
describe('a paced rehearsal can be watched step by step', () => {
  const app = useAppAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])(
    'on %s: with a 0.5 s pace the timeline shows each trade with its signature as it lands',
    async (device, viewport) => {
      const page = await newPage(app.browser, viewport);
      await page.goto(`${app.server.url}/pump-fun`);
      if (device === 'mobile') {
        const sidebar = page.getByTestId('sidebar');
        await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
        await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
      }
      await connectLocalWallet(page);
      await page.getByLabel('Token Name').fill('Watched Rehearsal');
      await page.getByLabel('Token Symbol').fill('watch');
      await page.getByLabel('Description').fill('A rehearsal slow enough to watch');
      await page.getByLabel('Initial Liquidity (SOL, your first buy)').fill('1');
      await page.getByRole('combobox', { name: 'Rehearsal pace' }).click();
      await page.getByRole('option', { name: '0.5 s between steps' }).click();
      // The page records its own timeline's link count on every change: a poll from here can fall behind
      // on a busy machine (the midway screenshot alone takes a second or more) and miss steps it rendered.
      await page.evaluate(() => {
        const counts: number[] = [];
        Object.assign(window, { timelineCounts: counts });
        const record = () => {
          const timeline = document.querySelector('[data-testid="rehearsal-timeline"]');
          const links = timeline ? timeline.querySelectorAll('a[href]').length : 0;
          if (counts[counts.length - 1] !== links) counts.push(links);
        };
        new MutationObserver(record).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole('button', { name: 'Rehearse this launch' }).click();

      const timeline = page.getByTestId('rehearsal-timeline');
      const steps = timeline.getByTestId('rehearsal-step');
      const progress = page.getByTestId('rehearsal-progress');
      // While it runs, a screenshot midway; the list grows a step at a time, each landed one with its
      // explorer link (counted by the page above).
      let shotMidway = false;
      for (;;) {
        const done = (await progress.textContent().catch(() => '')) ?? '';
        const links = await timeline
          .getByRole('link')
          .count()
          .catch(() => 0);
        if (!shotMidway && links >= 2 && !/graduated|failed/.test(done)) {
          await timeline.scrollIntoViewIfNeeded();
          await screenshot(page, `rehearsal-timeline-midway-${device}`);
          shotMidway = true;
        }
        if (/· (graduated|failed)/.test(done)) break;
        await page.waitForTimeout(150);
      }
      expect(await progress.textContent()).toContain('graduated');
      const count = await steps.count();
      expect(count).toBeGreaterThanOrEqual(5);
      // Watched step by step, not all at once: the page rendered the steps between none and all (a poll
      // of 400 ms may bring two steps at once on a busy machine, hence one spare).
      const counts = await page.evaluate(
        () => (window as unknown as { timelineCounts: number[] }).timelineCounts,
      );
      const between = new Set(counts.filter((n) => n > 0 && n < count));
      expect(between.size, `link counts the page rendered: ${counts.join(', ')}`).toBeGreaterThanOrEqual(
        count - 2,
      );
      await expect.poll(() => steps.first().textContent()).toMatch(/^1\. Launch \+ first buy/);
      for (let i = 0; i < count; i++) {
        const row = steps.nth(i);
        const text = (await row.textContent()) ?? '';
        expect(text).toMatch(/tokens with [\d.,]+ SOL · price after /);
        const href = (await row.getByRole('link').getAttribute('href')) ?? '';
        expect(href).toMatch(/^https:\/\/explorer\.solana\.com\/tx\/\w{80,90}\?cluster=custom/);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await timeline.scrollIntoViewIfNeeded();
      await screenshot(page, `rehearsal-timeline-${device}`);
    },
    300_000,
  );
});
