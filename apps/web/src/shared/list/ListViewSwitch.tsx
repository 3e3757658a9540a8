import { Segmented } from 'antd';
import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { T } from '../locale';
import { PHONE_SCREEN, useMediaQuery } from '../useMediaQuery';

/** How a list screen shows its rows: cards (CardGrid) or a sortable table (QueryProTable). */
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

/**
 * The view of a list screen that offers both, cards by default. A phone always gets the cards: a table of many
 * columns does not fit 390 px, so `switchable` is false there and the screen hides its {@link ListViewSwitch}.
 */
export function useListView(): { view: ListView; setView: (view: ListView) => void; switchable: boolean } {
  const [chosen, setView] = useUrlView<ListView>(LIST_VIEWS);
  const phone = useMediaQuery(PHONE_SCREEN);
  return { view: phone ? 'cards' : chosen, setView, switchable: !phone };
}

/** The cards/table switch of a list screen's header (ListPageHeader's `actions`), on {@link useListView}. */
export function ListViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <Segmented<ListView>
      aria-label={T.listView}
      value={view}
      onChange={onChange}
      options={[
        { value: 'cards', label: T.viewCards, icon: <AppstoreOutlined aria-hidden /> },
        { value: 'table', label: T.viewTable, icon: <TableOutlined aria-hidden /> },
      ]}
    />
  );
}
