import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { PageLoader } from '@/components/ui/PageLoader';
import { AiChatLoader } from './AiChatLoader';
import { selectIsAdmin, useAuthStore } from '@/features/auth';
import { LoggerBackgroundSync, PendingWorkoutsNotice } from '@/features/logger';
import { cn } from '@/lib/cn';
import { HEADER_HEIGHT_PX, PAGE_FADE_MS, SIDEBAR_COLLAPSED_PX } from '@/lib/constants';
import { useUiStore } from '@/stores/ui-store';
import { useIsMobile } from '@/lib/use-is-mobile';
import { findRoute } from '../route-table';
import { BottomBar } from './BottomBar';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import { PageTransition } from './PageTransition';
import { Sidebar } from './Sidebar';

const DevToolsPanel = lazy(() => import('@/features/dev-tools/components/DevToolsPanel'));

/** The frame of every signed-in screen: header, sidebar or bottom bar, and the page. */
export function AppShell() {
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const isAdmin = useAuthStore(selectIsAdmin);
  const setMobileMenuOpen = useUiStore((state) => state.setMobileMenuOpen);
  const route = findRoute(pathname);
  const showHeader = !route?.hideHeader;
  const fullBleed = isMobile && route?.fullBleedMobile;
  const [toolsSlot, setToolsSlot] = useState<HTMLDivElement | null>(null);

  useEffect(() => setMobileMenuOpen(false), [pathname, isMobile, setMobileMenuOpen]);

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded-lg focus:bg-emerald-700 focus:px-3 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      {showHeader && <Header isMobile={isMobile} toolsSlotRef={setToolsSlot} />}
      {!isMobile && showHeader && <Sidebar />}
      {isMobile && <MobileMenu />}
      <main
        id="main"
        tabIndex={-1}
        style={{
          paddingTop: showHeader ? HEADER_HEIGHT_PX : 0,
          paddingLeft: !isMobile && showHeader ? SIDEBAR_COLLAPSED_PX : 0,
        }}
        className="min-h-dvh focus:outline-none"
      >
        <div className={cn(fullBleed ? 'p-0' : 'px-4 py-6 sm:px-6 lg:px-10', isMobile && !fullBleed && 'pb-28')}>
          {/* The logger shows its own save state; every other screen shows what waits to sync. */}
          {showHeader && <PendingWorkoutsNotice />}
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <PageTransition pageKey={pathname} durationMs={route?.transitionMs ?? PAGE_FADE_MS}>
                <Outlet />
              </PageTransition>
            </Suspense>
          </ErrorBoundary>
        </div>
      </main>
      {isMobile && !fullBleed && <BottomBar />}
      <AiChatLoader />
      <LoggerBackgroundSync />
      {isAdmin && (
        // A tool, not a screen: when its code cannot load (no signal) it is simply not there.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <DevToolsPanel headerSlot={isMobile && showHeader ? toolsSlot : null} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
