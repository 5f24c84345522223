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

/** Positional so the list stays one short line per page (and small in the first-load bundle). */
function definePage<const P extends `/${string}`, const S extends PageSection, const K extends PageKind>(
  path: P,
  title: string,
  section: S,
  kind: K,
  isSpecial?: true,
) {
  return { path, title, section, kind, ...(isSpecial ? { isSpecial } : {}) };
}

export const PAGES = [
  definePage('/', 'Project Overview', 'top', 'page'),
  definePage('/solx-token', '$SOLX Token', 'top', 'page', true),
  definePage('/token-manager', 'Token Manager', 'creation', 'page'),
  definePage('/balance-checker', 'Balance Checker', 'creation', 'page'),
  definePage('/launch-plan', 'Launch Plan', 'creation', 'page'),
  definePage('/raydium-amm', 'Raydium AMM', 'dex', 'page'),
  definePage('/raydium-clmm', 'Raydium CLMM', 'dex', 'page'),
  definePage('/pump-fun', 'Pump.fun', 'dex', 'page'),
  definePage('/jupiter', 'Jupiter Swap', 'dex', 'page'),
  definePage('/cross-chain', 'Cross-Chain Bridge', 'dex', 'page'),
  definePage('/ai-ideas', 'Project Ideas', 'ai', 'page'),
  definePage('/ai-tokenomics', 'Tokenomics Calculator', 'ai', 'page'),
  definePage('/ai-whitepaper', 'Whitepaper Generator', 'ai', 'page'),
  definePage('/ai-signals', 'AI Signal Generator', 'ai', 'page'),
  definePage('/ai-simulator', 'Launch Simulator', 'ai', 'page'),
  // The spec lists Multisender without a group; it is a bulk wallet tool, so it leads that group.
  definePage('/multisender', 'Multisender', 'wallet', 'page'),
  definePage('/wallet-generator', 'Wallet Generator', 'wallet', 'page'),
  definePage('/sol-distribution', 'SOL Distribution', 'wallet', 'page'),
  definePage('/token-distribution', 'Token Distribution', 'wallet', 'page'),
  definePage('/liquidity', 'Liquidity Manager', 'advanced', 'page'),
  definePage('/token-burner', 'Token Burner', 'advanced', 'page'),
  definePage('/portfolio', 'Portfolio Tracker', 'advanced', 'page'),
  definePage('/gamification', 'Gamification Hub', 'advanced', 'page'),
  definePage('/api-vault', 'API Key Vault', 'advanced', 'page'),
  definePage('/volume-bot', 'Volume Bot', 'bots', 'not-found'),
  definePage('/holder-bot', 'Holder Bot', 'bots', 'not-found'),
  definePage('/solx-staking', 'SOLX Staking', 'phase7', 'page'),
  definePage('/phantom-compliance', 'Phantom Compliance', 'phase7', 'page'),
  definePage('/institutional', 'Institutional Dashboard', 'phase7', 'not-found'),
  definePage('/analytics', 'Analytics & Insights', 'top', 'page'),
  definePage('/settings', 'Settings & Config', 'top', 'page'),
  definePage('/tokenomics-info', 'Tokenomics', 'hidden', 'page'),
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
