import { useEffect, useState } from 'react';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { filterCollapseRender } from '../../../shared/list/filterCollapse';
import { useQuery } from '@tanstack/react-query';
import { isRole, ROLE_LABELS, ROLES } from '#common';
import { classQueries } from '../../../api/classes';
import { schoolQueries } from '../../../api/schools';
import type { UserListParams } from '../../../api/users';
import { filterByLabel } from '../../../shared/forms/search';
import { isActiveOf, statusChoiceOf, statusOptions } from '../../../shared/list/filterValues';
import type { FilterSpec, UrlFilters } from '../../../shared/list/useUrlFilters';
import { T } from '../../../shared/locale';
import { PHONE_SCREEN, useMediaQuery } from '../../../shared/useMediaQuery';
import { USERS_T } from '../locale';

/** The filters of /user-management, kept in the URL; a circle belongs to a complex, so changing the complex clears it. */
export const USER_FILTERS = {
  search: { type: 'string' },
  role: { type: 'string' },
  is_active: { type: 'boolean' },
  email: { type: 'string' },
  school_id: { type: 'number' },
  class_id: { type: 'number', parent: 'school_id' },
} as const satisfies FilterSpec;

export type UserFilterValues = UrlFilters<typeof USER_FILTERS>['values'];

const EMAIL_CHOICES = ['duplicate', 'unique'] as const;
type EmailChoice = (typeof EMAIL_CHOICES)[number];
const isEmailChoice = (value: unknown): value is EmailChoice => EMAIL_CHOICES.includes(value as EmailChoice);

/**
 * The filters as GET /api/users takes them: the search trimmed (blank is none), and a role or e-mail choice the API
 * knows (a hand-edited address with another is ignored rather than answered with a 400).
 */
export function toUserListParams({ search, role, is_active, email, school_id, class_id }: UserFilterValues): UserListParams {
  return {
    search: search?.trim() || undefined,
    role: isRole(role) ? role : undefined,
    is_active,
    email: isEmailChoice(email) ? email : undefined,
    school_id,
    class_id: school_id === undefined ? undefined : class_id,
  };
}

/** The longest search the API takes (its `search` parameter). */
const SEARCH_MAX = 100;

const ROLE_OPTIONS = [{ value: '', label: USERS_T.allRoles }, ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))];
const STATUS_OPTIONS = statusOptions({ all: USERS_T.statusAll, active: USERS_T.statusActive, inactive: USERS_T.statusInactive });
const EMAIL_OPTIONS = [
  { value: '', label: USERS_T.emailAll },
  { value: 'duplicate', label: USERS_T.emailDuplicate },
  { value: 'unique', label: USERS_T.emailUnique },
];

/** A select whose "all" choice is the empty string, kept in the URL as no value. */
const allAsEmpty = { getValueProps: (value?: string) => ({ value: value ?? '' }), normalize: (value: string) => value || undefined };

/**
 * Search, role, account state, e-mail, complex and circle. The selects apply as soon as they change; the search when
 * it is sent (Enter or its button) or cleared, so the list is not asked again at every keystroke. The circle select
 * waits for a complex and lists only that complex's circles. The form only mirrors the URL (useUrlFilters).
 */
export function UserFilters({ filters }: { filters: UrlFilters<typeof USER_FILTERS> }) {
  const { update, formProps } = filters;
  const { school_id: schoolId, class_id: classId } = filters.values;
  // On a phone the e-mail, complex and circle fold away (unless one is set), so the cards start on the first screen.
  const phone = useMediaQuery(PHONE_SCREEN);
  const [unfolded, setUnfolded] = useState(false);
  const folded = phone && !unfolded && filters.values.email === undefined && schoolId === undefined;
  const schools = useQuery(schoolQueries.lookup());
  const circles = useQuery({ ...classQueries.lookup({ school_id: schoolId }), enabled: schoolId !== undefined });

  // A circle in the URL that is not the complex's (an old link, a hand-edited address) is dropped rather than leaving
  // an empty list nobody can explain.
  const circleIsForeign = classId !== undefined && circles.isSuccess && !circles.data.some((circle) => circle.id === classId);
  useEffect(() => {
    if (circleIsForeign) update({ class_id: undefined });
  }, [circleIsForeign, update]);

  return (
    <Form
      form={formProps.form}
      name="user-filters"
      layout="vertical"
      component="div"
      onValuesChange={(changed: UserFilterValues, draft: UserFilterValues) => {
        if ('search' in changed) return;
        formProps.onValuesChange(changed); // clears the circle on screen at once when the complex changes
        // A search typed but not yet sent goes with the change, rather than being wiped when the form follows the URL.
        update({ ...changed, search: draft.search?.trim() || undefined });
      }}
    >
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item name="search" label={USERS_T.search}>
            <Input.Search
              placeholder={USERS_T.searchPlaceholder}
              allowClear
              enterButton={T.searchButton}
              maxLength={SEARCH_MAX}
              onSearch={(text) => update({ search: text.trim() || undefined })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="role" label={T.accountType} {...allAsEmpty}>
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          {/* The URL keeps a boolean (or nothing, for all); the select shows its three words. */}
          <Form.Item name="is_active" label={T.status} getValueProps={(isActive?: boolean) => ({ value: statusChoiceOf(isActive) })} normalize={isActiveOf}>
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
        {phone && (folded || unfolded) ? (
          <Col span={24}>
            <Button type="link" size="small" aria-expanded={!folded} onClick={() => setUnfolded(folded)} style={{ padding: 0, marginBottom: 12 }}>
              {filterCollapseRender(folded)}
            </Button>
          </Col>
        ) : null}
        {folded ? null : (
          <>
            <Col xs={24} sm={8} lg={6}>
              <Form.Item name="email" label={T.email} {...allAsEmpty}>
                <Select options={EMAIL_OPTIONS} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8} lg={9}>
              <Form.Item name="school_id" label={T.complex}>
                <Select
                  placeholder={T.allComplexes}
                  allowClear
                  showSearch
                  filterOption={filterByLabel}
                  loading={schools.isLoading}
                  options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8} lg={9}>
              <Form.Item name="class_id" label={T.circle}>
                <Select
                  placeholder={schoolId === undefined ? T.chooseComplexForCircles : USERS_T.allCircles}
                  disabled={schoolId === undefined}
                  allowClear
                  showSearch
                  filterOption={filterByLabel}
                  loading={circles.isFetching}
                  options={(circles.data ?? []).map((circle) => ({ value: circle.id, label: circle.name }))}
                />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Form>
  );
}
