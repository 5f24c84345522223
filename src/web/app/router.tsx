import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { ROUTES, findNavItem } from './navigation';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

type Page = LazyExoticComponent<ComponentType>;

/** Pages with their own module; every other route of kind 'placeholder' renders the shared placeholder. */
const PAGES: Record<string, Page> = {
  '/': lazy(() => import('./routes/dashboard-page')),
  '/token-manager': lazy(() => import('@web/features/tokens/token-manager-page')),
  '/balance-checker': lazy(() => import('@web/features/tokens/balance-checker-page')),
  '/raydium-amm': lazy(() => import('@web/features/dex/raydium-amm-page')),
  '/jupiter': lazy(() => import('@web/features/dex/jupiter-page')),
  '/liquidity': lazy(() => import('@web/features/liquidity/liquidity-page')),
  '/solx-token': lazy(() => import('@web/features/info/solx-token-page')),
  '/tokenomics-info': lazy(() => import('@web/features/info/tokenomics-info-page')),
  '/analytics': lazy(() => import('@web/features/info/analytics-page')),
  '/settings': lazy(() => import('@web/features/info/settings-page')),
  '/wallet-generator': lazy(() => import('@web/features/wallet-generator/wallet-generator-page')),
  '/token-burner': lazy(() => import('@web/features/burn/token-burner-page')),
  '/multisender': lazy(() => import('@web/features/multisend/multisender-page')),
  '/sol-distribution': lazy(() => import('@web/features/multisend/sol-distribution-page')),
  '/token-distribution': lazy(() => import('@web/features/multisend/token-distribution-page')),
};

const PlaceholderPage = lazy(() => import('@web/features/placeholder/placeholder-page'));

function routeFor(path: string, kind: (typeof ROUTES)[number]['kind'], title: string): RouteObject {
  const Page = PAGES[path];
  if (kind === 'page' && !Page)
    throw new Error(`navigation marks ${path} as a page but the router has no module for it`);
  const element =
    kind === 'not-found' ? (
      <NotFoundPage />
    ) : Page ? (
      <Page />
    ) : (
      <PlaceholderPage title={title} path={path} icon={findNavItem(path)?.icon} />
    );
  return path === '/' ? { index: true, element } : { path, element };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...ROUTES.map((route) => routeFor(route.path, route.kind, route.title)),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
