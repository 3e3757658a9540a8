import { Segmented } from 'antd';
import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { T } from '../locale';

/** How a list screen shows its rows: cards (the default) or a table with sorting. */
export type ListView = 'cards' | 'table';

/**
 * A screen's view kept in the URL's `view`, so a reload, a shared link or the back button keeps it: the first of
 * `views` when absent (or unknown), another written there; the screen's other parameters (filters, page) stay.
 */
export function useUrlView<V extends string>(views: readonly [V, ...V[]]): [V, (view: V) => void] {
  const [params, setParams] = useSearchParams();
  const view = views.find((known) => known === params.get('view')) ?? views[0];
  const setView = (next: V) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === views[0]) kept.delete('view');
        else kept.set('view', next);
        return kept;
      },
      { replace: true },
    );
  return [view, setView];
}

const LIST_VIEWS = ['cards', 'table'] as const;

/** Whether a list screen that offers both shows cards (the default) or its table. */
export const useListView = () => useUrlView<ListView>(LIST_VIEWS);

/** The cards/table switch of a list screen, for its header's actions; works with {@link useListView}. */
export function ListViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <Segmented<ListView>
      aria-label={T.listView}
      value={view}
      onChange={onChange}
      options={[
        { value: 'cards', icon: <AppstoreOutlined />, label: T.cardsView },
        { value: 'table', icon: <TableOutlined />, label: T.tableView },
      ]}
    />
  );
}
