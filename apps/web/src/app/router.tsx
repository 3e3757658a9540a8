import { createBrowserRouter } from 'react-router-dom';
import { ROUTES } from '#common';
import { setAuthRedirect } from '../api/client';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';
import { NotFoundPage, PAGES } from './pages';

/**
 * Every path of libs/common's route table, each lazy. Paths are case-sensitive like the table's own matcher,
 * so /Home and /home are the two entries the table lists and the guard and the router never disagree.
 */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      ...ROUTES.map((route) => {
        const Page = PAGES[route.path];
        return { path: route.path, caseSensitive: true, element: <Page /> };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

setAuthRedirect((path) => void router.navigate(path, { replace: true }));
