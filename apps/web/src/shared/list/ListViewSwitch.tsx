import { useCallback } from 'react';
import { Segmented } from 'antd';
import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { T } from '../locale';
import { PHONE_SCREEN, useMediaQuery } from '../useMediaQuery';

/** How a list screen shows its rows: cards (CardGrid) or a sortable table (QueryProTable). */
export type ListView = 'cards' | 'table';

/** The URL parameter that keeps the choice, so a link or the back button brings the same view. */
const VIEW_PARAM = 'view';

/**
 * The view a list screen shows, kept in the URL's `view` parameter beside its filters (which keep it when they
 * change), `fallback` when none is chosen. A phone always gets the cards: a table of many columns does not fit 390 px,
 * so `switchable` is false there and the screen hides its {@link ListViewSwitch}.
 */
export function useListView(fallback: ListView = 'cards'): { view: ListView; setView: (view: ListView) => void; switchable: boolean } {
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery(PHONE_SCREEN);
  const chosen = params.get(VIEW_PARAM);
  const view: ListView = phone ? 'cards' : chosen === 'cards' || chosen === 'table' ? chosen : fallback;
  const setView = useCallback(
    (next: ListView) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(VIEW_PARAM);
          else updated.set(VIEW_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [fallback, setParams],
  );
  return { view, setView, switchable: !phone };
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
