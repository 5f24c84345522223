import { describe, expect, it } from 'vitest';
import {
  INITIALLY_EXPANDED,
  NAV_ITEMS,
  NOT_FOUND_TITLE,
  ROUTES,
  findRouteMeta,
  pageTitleFor,
} from './navigation';

const PLACEHOLDER_PATHS: string[] = [];

describe('navigation metadata', () => {
  it('gives every spec path a title', () => {
    expect(pageTitleFor('/')).toBe('Project Overview');
    expect(pageTitleFor('/token-manager')).toBe('Token Manager');
    expect(pageTitleFor('/jupiter')).toBe('Jupiter Swap');
    expect(pageTitleFor('/solx-token')).toBe('$SOLX Token');
    expect(pageTitleFor('/tokenomics-info')).toBe('Tokenomics');
    expect(pageTitleFor('/analytics/')).toBe('Analytics & Insights');
  });

  it('renders the placeholder exactly for the routes later issues build', () => {
    const placeholders = ROUTES.filter((route) => route.kind === 'placeholder').map((route) => route.path);
    expect(placeholders.sort()).toEqual([...PLACEHOLDER_PATHS].sort());
  });

  it('sends sidebar-only and unknown paths to the 404 page', () => {
    for (const path of ['/volume-bot', '/holder-bot', '/institutional', '/nope']) {
      expect(pageTitleFor(path)).toBe(NOT_FOUND_TITLE);
    }
    expect(findRouteMeta('/volume-bot')?.kind).toBe('not-found');
    expect(NOT_FOUND_TITLE).toBe('404 Page Not Found');
  });

  it('lists the sidebar groups in order, bots and phase7 collapsed', () => {
    const groups = NAV_ITEMS.filter((item) => item.children).map((item) => item.label);
    expect(groups).toEqual([
      'Creation Lab',
      'DEX Operations',
      'AI Tools',
      'Wallet Management',
      'Advanced Features',
      'Bot Extensions',
      'Phase 7 Elite',
    ]);
    expect(INITIALLY_EXPANDED).toEqual(['creation', 'dex', 'ai', 'wallet', 'advanced']);
    expect(NAV_ITEMS.find((item) => item.isSpecial)?.path).toBe('/solx-token');
  });
});
