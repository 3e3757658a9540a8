import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './request';

/** The app's one query cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Retry once only when the server was not reached or failed on its side; a 4xx answer will not change.
      retry: (count, error) => count < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
