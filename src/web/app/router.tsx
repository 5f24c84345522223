import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGES, type PageEntry } from '@shared/pages';
import { AppLayout } from './layout/app-layout';
import { findNavItem } from './navigation';
import { WEB_PAGES } from './page-registry';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

const PlaceholderPage = lazy(() => import('@web/features/placeholder/placeholder-page'));

/** Derived from the page registry: a page module, the 404 page, or the shared placeholder. */
function routeFor(page: PageEntry): RouteObject {
  const load = WEB_PAGES[page.path].page;
  const Page = load ? lazy(load) : undefined;
  const element =
    page.kind === 'not-found' ? (
      <NotFoundPage />
    ) : Page ? (
      <Page />
    ) : (
      <PlaceholderPage title={page.title} path={page.path} icon={findNavItem(page.path)?.icon} />
    );
  return page.path === '/' ? { index: true, element } : { path: page.path, element };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [...PAGES.map(routeFor), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
