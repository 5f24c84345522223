/**
 * The single list of the SPA's paths (data only: the server reads it, the web attaches icons and pages).
 * `kind` says what the path renders: its own page module, the honest placeholder, or (for paths the
 * sidebar lists but the spec's route table does not) the 404 page. `section` is the sidebar group;
 * 'top' is a top-level sidebar link, 'hidden' a page the sidebar does not list. Order is sidebar order.
 */
export type PageKind = 'page' | 'placeholder' | 'not-found';

export type PageSection =
  'top' | 'hidden' | 'creation' | 'dex' | 'ai' | 'wallet' | 'advanced' | 'bots' | 'phase7';

export interface PageDefinition {
  readonly path: `/${string}`;
  readonly title: string;
  readonly section: PageSection;
  readonly kind: PageKind;
  readonly isSpecial?: true;
}

export const PAGES = [
  { path: '/', title: 'Project Overview', section: 'top', kind: 'page' },
  { path: '/solx-token', title: '$SOLX Token', section: 'top', kind: 'page', isSpecial: true },
  { path: '/token-manager', title: 'Token Manager', section: 'creation', kind: 'page' },
  { path: '/balance-checker', title: 'Balance Checker', section: 'creation', kind: 'page' },
  { path: '/raydium-amm', title: 'Raydium AMM', section: 'dex', kind: 'page' },
  { path: '/raydium-clmm', title: 'Raydium CLMM', section: 'dex', kind: 'placeholder' },
  { path: '/pump-fun', title: 'Pump.fun', section: 'dex', kind: 'placeholder' },
  { path: '/jupiter', title: 'Jupiter Swap', section: 'dex', kind: 'page' },
  { path: '/cross-chain', title: 'Cross-Chain Bridge', section: 'dex', kind: 'placeholder' },
  { path: '/ai-ideas', title: 'Project Ideas', section: 'ai', kind: 'placeholder' },
  { path: '/ai-tokenomics', title: 'Tokenomics Calculator', section: 'ai', kind: 'placeholder' },
  { path: '/ai-whitepaper', title: 'Whitepaper Generator', section: 'ai', kind: 'placeholder' },
  { path: '/ai-signals', title: 'AI Signal Generator', section: 'ai', kind: 'placeholder' },
  { path: '/ai-simulator', title: 'Launch Simulator', section: 'ai', kind: 'placeholder' },
  // The spec lists Multisender without a group; it is a bulk wallet tool, so it leads that group.
  { path: '/multisender', title: 'Multisender', section: 'wallet', kind: 'page' },
  { path: '/wallet-generator', title: 'Wallet Generator', section: 'wallet', kind: 'page' },
  { path: '/sol-distribution', title: 'SOL Distribution', section: 'wallet', kind: 'page' },
  { path: '/token-distribution', title: 'Token Distribution', section: 'wallet', kind: 'page' },
  { path: '/liquidity', title: 'Liquidity Manager', section: 'advanced', kind: 'page' },
  { path: '/token-burner', title: 'Token Burner', section: 'advanced', kind: 'page' },
  { path: '/portfolio', title: 'Portfolio Tracker', section: 'advanced', kind: 'placeholder' },
  { path: '/gamification', title: 'Gamification Hub', section: 'advanced', kind: 'placeholder' },
  { path: '/api-vault', title: 'API Key Vault', section: 'advanced', kind: 'placeholder' },
  { path: '/volume-bot', title: 'Volume Bot', section: 'bots', kind: 'not-found' },
  { path: '/holder-bot', title: 'Holder Bot', section: 'bots', kind: 'not-found' },
  { path: '/solx-staking', title: 'SOLX Staking', section: 'phase7', kind: 'placeholder' },
  { path: '/phantom-compliance', title: 'Phantom Compliance', section: 'phase7', kind: 'placeholder' },
  { path: '/institutional', title: 'Institutional Dashboard', section: 'phase7', kind: 'not-found' },
  { path: '/analytics', title: 'Analytics & Insights', section: 'top', kind: 'page' },
  { path: '/settings', title: 'Settings & Config', section: 'top', kind: 'page' },
  { path: '/tokenomics-info', title: 'Tokenomics', section: 'hidden', kind: 'page' },
] as const satisfies readonly PageDefinition[];

export type PageEntry = (typeof PAGES)[number];
export type PagePath = PageEntry['path'];
/** Paths with a module of their own: the web registry must give each exactly one lazy page. */
export type ModulePagePath = Extract<PageEntry, { kind: 'page' }>['path'];
/** Paths the sidebar shows: the web registry must give each an icon. */
export type SidebarPagePath = Exclude<PageEntry, { section: 'hidden' }>['path'];

/** '/analytics/' and '/analytics' are the same page. */
export function normalizePagePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function findPage(pathname: string): PageEntry | undefined {
  const path = normalizePagePath(pathname);
  return PAGES.find((page) => page.path === path);
}

/** True for a path that renders a page or the placeholder; the 404-kind paths and unknown ones are false. */
export function isServedPage(pathname: string): boolean {
  const page = findPage(pathname);
  return page !== undefined && page.kind !== 'not-found';
}
