import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './helpers/app-server';
import { MOBILE, newPage, screenshot } from './helpers/browser';
import { connectLocalWallet, toast } from './helpers/wallet';

describe('a launcher completes a daily quest and spends the points in the store', () => {
  const app = useAppAndBrowser();

  it('creating a token completes "Create 1 Token", unlocks an achievement and buys a badge once', async () => {
    const page = await newPage(app.browser);
    await page.goto(app.server.url);
    await connectLocalWallet(page);

    await page.goto(`${app.server.url}/gamification`);
    await page.getByRole('tab', { name: 'Daily Quests' }).click();
    const createQuest = page.getByTestId('quest').filter({ hasText: 'Create 1 Token' });
    await expect.poll(() => createQuest.getAttribute('data-completed')).toBe('false');

    await page.goto(app.server.url);
    await page.getByLabel('Token Name').fill('Quest Token');
    await page.getByLabel('Token Symbol').fill('QST');
    await page.getByLabel('Total Supply').fill('1000');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await toast(page, 'Token Created Successfully!').waitFor({ timeout: 30_000 });

    await page.getByTestId('sidebar').getByRole('link', { name: 'Gamification Hub' }).click();
    await page.getByRole('tab', { name: 'Daily Quests' }).click();
    await expect.poll(() => createQuest.getAttribute('data-completed')).toBe('true');
    expect(await createQuest.textContent()).toContain('1 / 1');
    // 100 for the token, 50 XP for the quest.
    await expect.poll(() => page.getByTestId('available-points').textContent()).toContain('150');
    await screenshot(page, 'gamification-quests-desktop');

    await page.getByRole('tab', { name: 'Achievements' }).click();
    const first = page.getByTestId('achievement').filter({ hasText: 'Token Creator' });
    await expect.poll(() => first.textContent()).toContain('Unlocked');
    await page.getByRole('button', { name: 'Social' }).click();
    await expect
      .poll(() => page.getByTestId('achievement').filter({ hasText: 'Token Creator' }).count())
      .toBe(0);

    await page.getByRole('tab', { name: 'Rewards' }).click();
    const bronze = page.getByTestId('reward').filter({ hasText: 'Bronze Badge' });
    await bronze.getByRole('button', { name: 'Claim' }).click();
    await toast(page, 'Reward Claimed!').waitFor();
    await bronze.getByRole('button', { name: 'Claimed' }).waitFor();
    expect(await bronze.getByRole('button', { name: 'Claimed' }).isDisabled()).toBe(true);
    const silver = page.getByTestId('reward').filter({ hasText: 'Silver Badge' });
    expect(await silver.getByRole('button', { name: 'Not enough points' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('available-points').textContent()).toContain('50');
    await screenshot(page, 'gamification-rewards-desktop');

    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    const mine = page.getByTestId('leaderboard-entry').first();
    await expect.poll(() => mine.textContent()).toContain('Bronze Badge');
    expect(await mine.getAttribute('data-top')).toBe('true');
    expect(await mine.textContent()).toContain('You');
    await screenshot(page, 'gamification-leaderboard-desktop');

    await page.setViewportSize(MOBILE);
    await page.getByRole('tab', { name: 'Daily Quests' }).click();
    expect(await createQuest.getAttribute('data-completed')).toBe('true');
    await screenshot(page, 'gamification-quests-mobile');
  });
});
