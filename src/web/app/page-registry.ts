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
  ListChecks,
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
  '/pump-fun': { icon: Rocket, page: () => import('@web/features/launchpad/pump-fun-page') },
  '/jupiter': { icon: Repeat, page: () => import('@web/features/dex/jupiter-page') },
  '/cross-chain': { icon: Waypoints, page: () => import('@web/features/bridge/cross-chain-bridge-page') },
  '/ai-ideas': { icon: Lightbulb, page: () => import('@web/features/ai-ideas/ai-ideas-page') },
  '/ai-tokenomics': {
    icon: Calculator,
    page: () => import('@web/features/ai-tokenomics/ai-tokenomics-page'),
  },
  '/ai-whitepaper': { icon: FileText, page: () => import('@web/features/ai-whitepaper/ai-whitepaper-page') },
  '/ai-signals': { icon: Activity, page: () => import('@web/features/ai-signals/ai-signals-page') },
  '/ai-simulator': { icon: Gauge, page: () => import('@web/features/ai-simulator/ai-simulator-page') },
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
  '/launch-plan': { icon: ListChecks, page: () => import('@web/features/launch-plans/launch-plan-page') },
  '/token-burner': { icon: Flame, page: () => import('@web/features/burn/token-burner-page') },
  '/portfolio': { icon: ChartPie, page: () => import('@web/features/portfolio/portfolio-page') },
  '/gamification': { icon: Trophy, page: () => import('@web/features/gamification/gamification-hub-page') },
  '/api-vault': { icon: LockKeyhole, page: () => import('@web/features/key-vault/api-vault-page') },
  '/volume-bot': { icon: ChartColumn },
  '/holder-bot': { icon: Users },
  '/solx-staking': { icon: PiggyBank, page: () => import('@web/features/staking/solx-staking-page') },
  '/phantom-compliance': {
    icon: ShieldCheck,
    page: () => import('@web/features/compliance/phantom-compliance-page'),
  },
  '/institutional': { icon: Building2 },
  '/analytics': { icon: ChartLine, page: () => import('@web/features/analytics/analytics-page') },
  '/settings': { icon: Settings, page: () => import('@web/features/settings/settings-page') },
  '/tokenomics-info': { page: () => import('@web/features/info/tokenomics-info-page') },
};
