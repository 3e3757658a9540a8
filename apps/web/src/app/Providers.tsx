import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { queryClient } from '../api/query-client';
import { locale } from './arabic-locale';
import { theme, wave } from './theme';

dayjs.locale('ar');

/**
 * Everything a screen needs around it: right-to-left antd in Arabic, the theme, the query cache. antd's <App>
 * (message and modal hooks) lives in the layouts, so the bare sign-in page does not download it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider direction="rtl" locale={locale} theme={theme} wave={wave}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
