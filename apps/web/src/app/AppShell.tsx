import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideRoute, findRoute, isRole, isStaffRole, type Role } from '#common';
import type { SessionUser } from '../api/types';
import { session } from '../session/session';
import { useViewer } from '../session/viewer';
import { T } from '../shared/locale';
import { PageLoader } from '../shared/PageLoader';
import { lazy, type Preloadable } from './lazy';
import { pageFor } from './pages';

// Layouts are chunks of their own: the sign-in page loads none of them.
const StaffLayout = lazy(() => import('./layouts/StaffLayout'));
const MemberLayout = lazy(() => import('./layouts/MemberLayout'));
const PublicLayout = lazy(() => import('./layouts/PublicLayout'));

/** Pages drawn without any bar (spec 03 navigation: the top bar is hidden on these). */
const BARE_PATHS = ['/', '/login', '/forgot-password', '/reset-password'];

const LAYOUTS: Readonly<Record<'staff' | 'member' | 'public', Preloadable>> = { staff: StaffLayout, member: MemberLayout, public: PublicLayout };

/** The layout that fits the person on this path, or none (the bare pages). */
function layoutFor(pathname: string, user: SessionUser | null, role: Role | null): keyof typeof LAYOUTS | null {
  if (BARE_PATHS.includes(pathname)) return null;
  if (!user) return 'public';
  return role && isStaffRole(role) ? 'staff' : 'member';
}

/**
 * Starts loading the chunks of the screen the app opens on, its layout and its page, at once and alongside the session
 * check, rather than the layout after the check and the page after the layout (main.tsx calls it before rendering).
 */
export function preloadScreen(pathname: string): void {
  const { user } = session.get();
  // A visitor on a signed-in screen is sent to the sign-in page: load that, not a screen they cannot open.
  const route = findRoute(pathname);
  if (!user && route && !route.access.public) {
    void pageFor('/login').preload();
    return;
  }
  const layout = layoutFor(pathname, user, user && isRole(user.role) ? user.role : null);
  if (layout) void LAYOUTS[layout].preload();
  void pageFor(pathname).preload();
}

/** The route guard (libs/common's decideRoute), then the layout that fits the person, then the page. */
export function AppShell() {
  const { pathname } = useLocation();
  const { user, role, checking, subject } = useViewer();

  if (user && checking && !findRoute(pathname)?.access.public) {
    return <PageLoader text={T.checkingPermissions} />;
  }
  const decision = decideRoute(pathname, subject);
  if (!decision.allow) return <Navigate to={decision.redirect} replace />;

  const page = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
  const layout = layoutFor(pathname, user, role);
  if (!layout) return page;
  return (
    <Suspense fallback={<PageLoader />}>
      {layout === 'staff' ? <StaffLayout>{page}</StaffLayout> : layout === 'member' ? <MemberLayout>{page}</MemberLayout> : <PublicLayout>{page}</PublicLayout>}
    </Suspense>
  );
}
