import { describe, expect, it } from 'vitest';
import { PAGES, type PageDefinition } from '@shared/pages';
import { useAppAndBrowser } from './helpers/app-server';
import { MOBILE, newPage, screenshot } from './helpers/browser';

describe('finding my way around the suite', () => {
  const app = useAppAndBrowser();

  it('an unknown path, and the unlisted bot pages, show the 404 page with a way home', async () => {
    const page = await newPage(app.browser);
    for (const path of ['/definitely-not-here', '/volume-bot', '/institutional']) {
      await page.goto(`${app.server.url}${path}`);
      await page.getByText('404 Page Not Found').first().waitFor();
    }
    await screenshot(page, 'not-found-desktop');
    await page.getByRole('link', { name: 'Back to Project Overview' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('on a phone, the sidebar starts open and closes when I choose a page', async () => {
    const page = await newPage(app.browser, MOBILE);
    await page.goto(app.server.url);
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('open');
    await screenshot(page, 'sidebar-open-mobile');
    await sidebar.getByRole('link', { name: 'Balance Checker' }).click();
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('closed');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Balance Checker');
    await screenshot(page, 'balance-checker-mobile');
    await page.getByLabel('Toggle sidebar').click();
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('open');
  });

  it('a page that is not built says so plainly instead of showing sample data', async () => {
    // Whatever the page list still marks as unbuilt: a placeholder page, or else a path the spec lists
    // in the sidebar without a route (the 404 page).
    const pages: readonly PageDefinition[] = PAGES;
    const later = pages.find((p) => p.kind === 'placeholder') ?? pages.find((p) => p.kind === 'not-found');
    expect(later).toBeDefined();
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}${later?.path ?? '/'}`);
    const plainly = later?.kind === 'placeholder' ? /not available yet/i : /404 Page Not Found/;
    await page.getByText(plainly).first().waitFor();
    await screenshot(page, 'placeholder-desktop');
  });
});
