import {
  ArrowLeftRight,
  Bot,
  Brain,
  Crown,
  FlaskConical,
  Sparkles,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { PAGES, findPage, type PageKind, type PageSection } from '@shared/pages';
import { WEB_PAGES } from './page-registry';

/**
 * Route → page title, sidebar label and icon, derived from the one page list (`@shared/pages`) and
 * the web's icons (`./page-registry`). `kind` decides what the router renders.
 */
export type RouteKind = PageKind;

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

export type NavGroupId = Exclude<PageSection, 'top' | 'hidden'>;

export const DEFAULT_PAGE_TITLE = 'Token Manager';
export const NOT_FOUND_TITLE = '404 Page Not Found';
export const PRODUCT_NAME = 'SOLX';
export const PRODUCT_SUBTITLE = 'Token Launch Suite';

/** Spec §2.2: these groups start expanded; bots and phase7 start collapsed. */
export const INITIALLY_EXPANDED: readonly NavGroupId[] = ['creation', 'dex', 'ai', 'wallet', 'advanced'];

const GROUPS: Record<NavGroupId, { label: string; icon: LucideIcon }> = {
  creation: { label: 'Creation Lab', icon: FlaskConical },
  dex: { label: 'DEX Operations', icon: ArrowLeftRight },
  ai: { label: 'AI Tools', icon: Brain },
  wallet: { label: 'Wallet Management', icon: Wallet },
  advanced: { label: 'Advanced Features', icon: Sparkles },
  bots: { label: 'Bot Extensions', icon: Bot },
  phase7: { label: 'Phase 7 Elite', icon: Crown },
};

function buildNavItems(): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<NavGroupId, NavItem[]>();
  for (const page of PAGES) {
    const icon = WEB_PAGES[page.path].icon;
    if (page.section === 'hidden' || !icon) continue;
    const leaf: NavItem = {
      id: page.path === '/' ? 'overview' : page.path.slice(1),
      label: page.title,
      icon,
      path: page.path,
      ...('isSpecial' in page ? { isSpecial: true } : {}),
    };
    if (page.section === 'top') {
      items.push(leaf);
      continue;
    }
    let children = groups.get(page.section);
    if (!children) {
      children = [];
      groups.set(page.section, children);
      items.push({ id: page.section, ...GROUPS[page.section], children });
    }
    children.push(leaf);
  }
  return items;
}

export const NAV_ITEMS: readonly NavItem[] = buildNavItems();

export const ROUTES: readonly RouteMeta[] = PAGES.map((page) => ({
  path: page.path,
  title: page.kind === 'not-found' ? NOT_FOUND_TITLE : page.title,
  kind: page.kind,
}));

export function findRouteMeta(pathname: string): RouteMeta | undefined {
  const page = findPage(pathname);
  return page && ROUTES.find((route) => route.path === page.path);
}

/** Header title for a path; unknown paths get the 404 title. */
export function pageTitleFor(pathname: string): string {
  const meta = findRouteMeta(pathname);
  if (!meta) return NOT_FOUND_TITLE;
  return meta.title || DEFAULT_PAGE_TITLE;
}

function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children ? flatten(item.children) : [item]));
}

export function findNavItem(path: string): NavItem | undefined {
  return flatten(NAV_ITEMS).find((item) => item.path === path);
}
