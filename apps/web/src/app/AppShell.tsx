import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideRoute, findRoute, isStaffRole } from '#common';
import { useViewer } from '../session/viewer';
import { T } from '../shared/locale';
import { PageLoader } from '../shared/PageLoader';

// Layouts are chunks of their own: the sign-in page loads none of them.
const StaffLayout = lazy(() => import('./layouts/StaffLayout'));
const MemberLayout = lazy(() => import('./layouts/MemberLayout'));
const PublicLayout = lazy(() => import('./layouts/PublicLayout'));

/** Pages drawn without any bar (spec 03 navigation: the top bar is hidden on these). */
const BARE_PATHS = ['/', '/login', '/forgot-password', '/reset-password'];

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
  let Layout: ((props: { children: ReactNode }) => ReactNode) | null;
  if (BARE_PATHS.includes(pathname)) Layout = null;
  else if (!user) Layout = PublicLayout;
  else if (role && isStaffRole(role)) Layout = StaffLayout;
  else Layout = MemberLayout;

  return Layout ? (
    <Suspense fallback={<PageLoader />}>
      <Layout>{page}</Layout>
    </Suspense>
  ) : (
    page
  );
}
