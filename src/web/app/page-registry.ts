import type { ComponentType } from 'react';
import {
  Activity,
  Building2,
  Calculator,
  ChartColumn,
  ChartLine,
  ChartPie,
  Coins,
  Droplets,
  FileText,
  Flame,
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
  Split,
  Trophy,
  Users,
  Waves,
  Waypoints,
  type LucideIcon,
} from 'lucide-react';
import type { ModulePagePath, PagePath, SidebarPagePath } from '@shared/pages';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * What the web adds to each path of `@shared/pages`: the sidebar icon and, for a real page, its lazy
 * module. A path missing here, a page module on a placeholder, or a path the shared list lacks is a
 * type error, so adding a page is one line there and one line here.
 */
export type WebPages = {
  [P in PagePath]: (P extends SidebarPagePath ? { icon: LucideIcon } : { icon?: never }) &
    (P extends ModulePagePath ? { page: PageLoader } : { page?: never });
};

export const WEB_PAGES: WebPages = {
  '/': { icon: LayoutDashboard, page: () => import('./routes/dashboard-page') },
  '/solx-token': { icon: Gem, page: () => import('@web/features/info/solx-token-page') },
  '/token-manager': { icon: Coins, page: () => import('@web/features/tokens/token-manager-page') },
  '/balance-checker': { icon: ScanSearch, page: () => import('@web/features/tokens/balance-checker-page') },
  '/raydium-amm': { icon: Droplets, page: () => import('@web/features/dex/raydium-amm-page') },
  '/raydium-clmm': { icon: Layers, page: () => import('@web/features/clmm/raydium-clmm-page') },
  '/pump-fun': { icon: Rocket },
  '/jupiter': { icon: Repeat, page: () => import('@web/features/dex/jupiter-page') },
  '/cross-chain': { icon: Waypoints },
  '/ai-ideas': { icon: Lightbulb },
  '/ai-tokenomics': { icon: Calculator },
  '/ai-whitepaper': { icon: FileText },
  '/ai-signals': { icon: Activity },
  '/ai-simulator': { icon: Gauge },
  '/multisender': { icon: Send, page: () => import('@web/features/multisend/multisender-page') },
  '/wallet-generator': {
    icon: KeyRound,
    page: () => import('@web/features/wallet-generator/wallet-generator-page'),
  },
  '/sol-distribution': { icon: Share2, page: () => import('@web/features/multisend/sol-distribution-page') },
  '/token-distribution': {
    icon: Split,
    page: () => import('@web/features/multisend/token-distribution-page'),
  },
  '/liquidity': { icon: Waves, page: () => import('@web/features/liquidity/liquidity-page') },
  '/token-burner': { icon: Flame, page: () => import('@web/features/burn/token-burner-page') },
  '/portfolio': { icon: ChartPie },
  '/gamification': { icon: Trophy },
  '/api-vault': { icon: LockKeyhole },
  '/volume-bot': { icon: ChartColumn },
  '/holder-bot': { icon: Users },
  '/solx-staking': { icon: PiggyBank },
  '/phantom-compliance': { icon: ShieldCheck },
  '/institutional': { icon: Building2 },
  '/analytics': { icon: ChartLine, page: () => import('@web/features/info/analytics-page') },
  '/settings': { icon: Settings, page: () => import('@web/features/info/settings-page') },
  '/tokenomics-info': { page: () => import('@web/features/info/tokenomics-info-page') },
};
