import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/request';
import { testQueryClient } from '../../test/render';
import { QueryProTable } from './QueryProTable';

interface Row {
  id: number;
  name: string;
}

const COLUMNS = [{ title: 'الاسم', dataIndex: 'name' }];

function Table({ fetchRows }: { fetchRows: () => Promise<Row[]> }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: fetchRows });
  return <QueryProTable<Row> query={query} fallback="تعذر تحميل الصفوف" rowKey="id" columns={COLUMNS} headerTitle="الصفوف" />;
}

function renderTable(fetchRows: () => Promise<Row[]>) {
  return render(
    <ConfigProvider direction="rtl">
      <AntApp>
        <QueryClientProvider client={testQueryClient()}>
          <Table fetchRows={fetchRows} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('QueryProTable', () => {
  it('shows the query’s rows without fetching a second time, and its reload refetches the query', async () => {
    const fetchRows = vi.fn(async () => [
      { id: 1, name: 'مجمع النور' },
      { id: 2, name: 'مجمع الهدى' },
    ]);
    const { container } = renderTable(fetchRows);
    expect(await screen.findByText('مجمع النور')).toBeTruthy();
    expect(screen.getByText('مجمع الهدى')).toBeTruthy();
    // ProTable has no `request`: the rows came from the one query call.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchRows).toHaveBeenCalledTimes(1);

    fireEvent.click(container.querySelector('[aria-label="reload"]')!);
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s sentence, or the fallback, with a retry that refetches', async () => {
    const fetchRows = vi
      .fn<() => Promise<Row[]>>()
      .mockRejectedValueOnce(new ApiError(500, null))
      .mockRejectedValueOnce(new ApiError(403, 'ليست لديك صلاحية لهذا الإجراء'));
    renderTable(fetchRows);
    expect(await screen.findByText('تعذر تحميل الصفوف')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /إعادة المحاولة/ }));
    expect(await screen.findByText('ليست لديك صلاحية لهذا الإجراء')).toBeTruthy();
    expect(fetchRows).toHaveBeenCalledTimes(2);
  });
});
