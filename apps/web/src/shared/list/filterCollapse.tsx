import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { T } from '../locale';

/**
 * The QueryFilter's "more filters" toggle in plain Arabic words (pro-components' own Arabic label reads «مُقلص»,
 * which names neither state nor action).
 */
export function filterCollapseRender(collapsed: boolean) {
  return (
    <span>
      {collapsed ? T.moreFilters : T.fewerFilters} {collapsed ? <DownOutlined /> : <UpOutlined />}
    </span>
  );
}
