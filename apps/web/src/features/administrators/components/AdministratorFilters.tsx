import { Col, Form, Input, Row, Select } from 'antd';
import type { FilterSpec, UrlFilters } from '../../../shared/list/useUrlFilters';
import { isActiveOf, statusChoiceOf, statusOptions } from '../../../shared/list/filterValues';
import { T } from '../../../shared/locale';
import { ADMINISTRATORS_T } from '../locale';

/** The filters of /administrators, kept in the URL: the API's Arabic-normalised search and the account state. */
export const ADMINISTRATOR_FILTERS = {
  search: { type: 'string' },
  is_active: { type: 'boolean' },
} as const satisfies FilterSpec;

type FilterValues = UrlFilters<typeof ADMINISTRATOR_FILTERS>['values'];

/** The longest search the API takes (its `search` parameter). */
const SEARCH_MAX = 100;

/** The search as the URL keeps it: trimmed, and absent when blank. */
const searchOf = (text: string | undefined) => text?.trim() || undefined;

const STATUS_OPTIONS = statusOptions({ all: ADMINISTRATORS_T.statusAll, active: T.active, inactive: T.inactive });

/**
 * Search and status, as on /parents. The status applies as soon as it changes; the search when it is sent (Enter or
 * its button) or cleared, so the list is not asked again at every keystroke. The form only mirrors the URL.
 */
export function AdministratorFilters({ filters }: { filters: UrlFilters<typeof ADMINISTRATOR_FILTERS> }) {
  const { update, formProps } = filters;
  return (
    <Form
      form={formProps.form}
      name="administrator-filters"
      layout="vertical"
      component="div"
      onValuesChange={(changed: FilterValues, draft: FilterValues) => {
        // A search typed but not yet sent goes with the status, rather than being wiped when the form follows the URL.
        if ('is_active' in changed) update({ is_active: changed.is_active, search: searchOf(draft.search) });
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="search" label={ADMINISTRATORS_T.search}>
            <Input.Search
              placeholder={ADMINISTRATORS_T.searchPlaceholder}
              allowClear
              enterButton={T.searchButton}
              maxLength={SEARCH_MAX}
              onSearch={(text) => update({ search: searchOf(text) })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {/* The URL keeps a boolean (or nothing, for all); the select shows its three words. */}
          <Form.Item name="is_active" label={T.status} getValueProps={(isActive?: boolean) => ({ value: statusChoiceOf(isActive) })} normalize={isActiveOf}>
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
