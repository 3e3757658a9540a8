import { Col, Form, Input, Row, Select } from 'antd';
import type { FilterSpec, UrlFilters } from '../../../shared/list/useUrlFilters';
import { PARENTS_T } from '../locale';
import { isActiveOf, statusChoiceOf, statusOptions } from '../../../shared/list/filterValues';

/** The filters of /parents, kept in the URL: the API's Arabic-normalised search and the account state. */
export const PARENT_FILTERS = {
  search: { type: 'string' },
  is_active: { type: 'boolean' },
} as const satisfies FilterSpec;

export type ParentFilterValues = UrlFilters<typeof PARENT_FILTERS>['values'];

/** The longest search the API takes (its `search` parameter). */
const SEARCH_MAX = 100;

/** The search as the URL keeps it: trimmed, and absent when blank. */
const searchOf = (text: string | undefined) => text?.trim() || undefined;

const STATUS_OPTIONS = statusOptions({ all: PARENTS_T.statusAll, active: PARENTS_T.statusActive, inactive: PARENTS_T.statusInactive });

/**
 * Search and status. The status applies as soon as it changes; the search when it is sent (Enter or its button) or
 * cleared, so the list is not asked again at every keystroke. The form only mirrors the URL (useUrlFilters).
 */
export function ParentFilters({ filters }: { filters: UrlFilters<typeof PARENT_FILTERS> }) {
  const { update, formProps } = filters;
  return (
    <Form
      form={formProps.form}
      name="parent-filters"
      layout="vertical"
      component="div"
      onValuesChange={(changed: ParentFilterValues, draft: ParentFilterValues) => {
        // A search typed but not yet sent goes with the status, rather than being wiped when the form follows the URL.
        if ('is_active' in changed) update({ is_active: changed.is_active, search: searchOf(draft.search) });
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="search" label={PARENTS_T.search}>
            <Input.Search
              placeholder={PARENTS_T.searchPlaceholder}
              allowClear
              enterButton
              maxLength={SEARCH_MAX}
              onSearch={(text) => update({ search: searchOf(text) })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {/* The URL keeps a boolean (or nothing, for all); the select shows its three words. */}
          <Form.Item
            name="is_active"
            label={PARENTS_T.status}
            getValueProps={(isActive?: boolean) => ({ value: statusChoiceOf(isActive) })}
            normalize={isActiveOf}
          >
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
