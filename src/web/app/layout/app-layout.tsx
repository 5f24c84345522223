import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pageTitleFor } from '../navigation';
import { useIsMobile } from '../use-media-query';
import { Footer } from './footer';
import { Header } from './header';
import { PageFallback } from './page-fallback';
import { Sidebar } from './sidebar';

export function usePageTitle(): string {
  const { pathname } = useLocation();
  const title = pageTitleFor(pathname);
  useEffect(() => {
    document.title = `${title} · SOLX`;
  }, [title]);
  return title;
}

export function AppLayout() {
  const title = usePageTitle();
  const isMobile = useIsMobile();
  // The spec says the sidebar starts open on every screen; on phones it is an overlay the first choice closes.
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    setSidebarOpen(!isMobile);
  }

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-primary px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar open={sidebarOpen} isMobile={isMobile} onClose={closeSidebar} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          title={title}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
        />
        <main id="main-content" className="flex-1">
          <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <Footer />
      </div>
    </div>
  );
}
