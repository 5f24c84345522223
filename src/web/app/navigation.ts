import {
  Activity,
  ArrowLeftRight,
  Brain,
  Building2,
  Calculator,
  ChartColumn,
  ChartLine,
  ChartPie,
  Coins,
  Crown,
  Droplets,
  FileText,
  Flame,
  FlaskConical,
  Gauge,
  Gem,
  KeyRound,
  Layers,
  LayoutDashboard,
  Lightbulb,
  LockKeyhole,
  PiggyBank,
  Repeat,
  Rocket,
  ScanSearch,
  Send,
  Settings,
  Share2,
  ShieldCheck,
  Sparkles,
  Split,
  Trophy,
  Users,
  Bot,
  Wallet,
  Waves,
  Waypoints,
  type LucideIcon,
} from 'lucide-react';

/**
 * The single source for route → page title, sidebar label and icon.
 * `kind` decides what the router renders: a real page, the honest placeholder, or (for paths the
 * sidebar lists but the spec's route table does not) the 404 page.
 */
export type RouteKind = 'page' | 'placeholder' | 'not-found';

export interface NavItem {
  id: string;
  label: string;
  icon: LucideIcon;
  path?: string;
  children?: NavItem[];
  isSpecial?: boolean;
}

export interface RouteMeta {
  path: string;
  title: string;
  kind: RouteKind;
}

export type NavGroupId = 'creation' | 'dex' | 'ai' | 'wallet' | 'advanced' | 'bots' | 'phase7';

export const DEFAULT_PAGE_TITLE = 'Token Manager';
export const NOT_FOUND_TITLE = '404 Page Not Found';
export const PRODUCT_NAME = 'SOLX';
export const PRODUCT_SUBTITLE = 'Token Launch Suite';

/** Spec §2.2: these groups start expanded; bots and phase7 start collapsed. */
export const INITIALLY_EXPANDED: readonly NavGroupId[] = ['creation', 'dex', 'ai', 'wallet', 'advanced'];

const leaf = (id: string, label: string, icon: LucideIcon, path: string, isSpecial?: boolean): NavItem => ({
  id,
  label,
  icon,
  path,
  ...(isSpecial ? { isSpecial } : {}),
});

export const NAV_ITEMS: readonly NavItem[] = [
  leaf('overview', 'Project Overview', LayoutDashboard, '/'),
  leaf('solx-token', '$SOLX Token', Gem, '/solx-token', true),
  {
    id: 'creation',
    label: 'Creation Lab',
    icon: FlaskConical,
    children: [
      leaf('token-manager', 'Token Manager', Coins, '/token-manager'),
      leaf('balance-checker', 'Balance Checker', ScanSearch, '/balance-checker'),
    ],
  },
  {
    id: 'dex',
    label: 'DEX Operations',
    icon: ArrowLeftRight,
    children: [
      leaf('raydium-amm', 'Raydium AMM', Droplets, '/raydium-amm'),
      leaf('raydium-clmm', 'Raydium CLMM', Layers, '/raydium-clmm'),
      leaf('pump-fun', 'Pump.fun', Rocket, '/pump-fun'),
      leaf('jupiter', 'Jupiter Swap', Repeat, '/jupiter'),
      leaf('cross-chain', 'Cross-Chain Bridge', Waypoints, '/cross-chain'),
    ],
  },
  {
    id: 'ai',
    label: 'AI Tools',
    icon: Brain,
    children: [
      leaf('ai-ideas', 'Project Ideas', Lightbulb, '/ai-ideas'),
      leaf('ai-tokenomics', 'Tokenomics Calculator', Calculator, '/ai-tokenomics'),
      leaf('ai-whitepaper', 'Whitepaper Generator', FileText, '/ai-whitepaper'),
      leaf('ai-signals', 'AI Signal Generator', Activity, '/ai-signals'),
      leaf('ai-simulator', 'Launch Simulator', Gauge, '/ai-simulator'),
    ],
  },
  {
    // The spec lists Multisender without a group; it is a bulk wallet tool, so it leads this group.
    id: 'wallet',
    label: 'Wallet Management',
    icon: Wallet,
    children: [
      leaf('multisender', 'Multisender', Send, '/multisender'),
      leaf('wallet-generator', 'Wallet Generator', KeyRound, '/wallet-generator'),
      leaf('sol-distribution', 'SOL Distribution', Share2, '/sol-distribution'),
      leaf('token-distribution', 'Token Distribution', Split, '/token-distribution'),
    ],
  },
  {
    id: 'advanced',
    label: 'Advanced Features',
    icon: Sparkles,
    children: [
      leaf('liquidity', 'Liquidity Manager', Waves, '/liquidity'),
      leaf('token-burner', 'Token Burner', Flame, '/token-burner'),
      leaf('portfolio', 'Portfolio Tracker', ChartPie, '/portfolio'),
      leaf('gamification', 'Gamification Hub', Trophy, '/gamification'),
      leaf('api-vault', 'API Key Vault', LockKeyhole, '/api-vault'),
    ],
  },
  {
    id: 'bots',
    label: 'Bot Extensions',
    icon: Bot,
    children: [
      leaf('volume-bot', 'Volume Bot', ChartColumn, '/volume-bot'),
      leaf('holder-bot', 'Holder Bot', Users, '/holder-bot'),
    ],
  },
  {
    id: 'phase7',
    label: 'Phase 7 Elite',
    icon: Crown,
    children: [
      leaf('solx-staking', 'SOLX Staking', PiggyBank, '/solx-staking'),
      leaf('phantom-compliance', 'Phantom Compliance', ShieldCheck, '/phantom-compliance'),
      leaf('institutional', 'Institutional Dashboard', Building2, '/institutional'),
    ],
  },
  leaf('analytics', 'Analytics & Insights', ChartLine, '/analytics'),
  leaf('settings', 'Settings & Config', Settings, '/settings'),
];

const PAGES = new Set([
  '/',
  '/token-manager',
  '/balance-checker',
  '/raydium-amm',
  '/jupiter',
  '/liquidity',
  '/multisender',
  '/sol-distribution',
  '/token-distribution',
  '/wallet-generator',
  '/token-burner',
  '/solx-token',
  '/analytics',
  '/settings',
]);
/** Listed in the sidebar but absent from the spec's route table: they render the 404 page. */
const NOT_IN_ROUTE_TABLE = new Set(['/volume-bot', '/holder-bot', '/institutional']);

function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children ? flatten(item.children) : [item]));
}

export const ROUTES: readonly RouteMeta[] = [
  ...flatten(NAV_ITEMS)
    .filter((item): item is NavItem & { path: string } => item.path !== undefined)
    .map((item): RouteMeta => {
      const kind: RouteKind = PAGES.has(item.path)
        ? 'page'
        : NOT_IN_ROUTE_TABLE.has(item.path)
          ? 'not-found'
          : 'placeholder';
      return { path: item.path, title: kind === 'not-found' ? NOT_FOUND_TITLE : item.label, kind };
    }),
  { path: '/tokenomics-info', title: 'Tokenomics', kind: 'page' },
];

function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function findRouteMeta(pathname: string): RouteMeta | undefined {
  const path = normalizePath(pathname);
  return ROUTES.find((route) => route.path === path);
}

/** Header title for a path; unknown paths get the 404 title. */
export function pageTitleFor(pathname: string): string {
  const meta = findRouteMeta(pathname);
  if (!meta) return NOT_FOUND_TITLE;
  return meta.title || DEFAULT_PAGE_TITLE;
}

export function findNavItem(path: string): NavItem | undefined {
  return flatten(NAV_ITEMS).find((item) => item.path === path);
}
