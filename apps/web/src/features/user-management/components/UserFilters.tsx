import { useEffect, useState } from 'react';
import { Button, Col, Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { isRole, ROLE_LABELS, ROLES } from '#common';
import { classQueries } from '../../../api/classes';
import { schoolQueries } from '../../../api/schools';
import type { UserListParams } from '../../../api/users';
import { filterCollapseRender } from '../../../shared/list/filterCollapse';
import { CircleFilter, ComplexFilter, FilterBar, SearchFilter } from '../../../shared/list/FilterBar';
import type { FilterSpec, UrlFilters } from '../../../shared/list/useUrlFilters';
import { T } from '../../../shared/locale';
import { PHONE_SCREEN, useMediaQuery } from '../../../shared/useMediaQuery';
import { USERS_T } from '../locale';

/** The filters of /user-management, kept in the URL; a circle belongs to a complex, so changing the complex clears it. */
export const USER_FILTERS = {
  search: { type: 'string' },
  role: { type: 'string' },
  status: { type: 'string' },
  email: { type: 'string' },
  school_id: { type: 'number' },
  class_id: { type: 'number', parent: 'school_id' },
} as const satisfies FilterSpec;

export type UserFilterValues = UrlFilters<typeof USER_FILTERS>['values'];

/** The account states to filter by: switched on, switched off (pending and rejected ones too), or waiting for approval. */
const STATUS_CHOICES = ['active', 'inactive', 'pending'] as const;
type StatusChoice = (typeof STATUS_CHOICES)[number];
const isStatusChoice = (value: unknown): value is StatusChoice => STATUS_CHOICES.includes(value as StatusChoice);

/** The status as GET /api/users takes it: `pending` is the accounts waiting for approval, as the bell counts them. */
const STATUS_PARAMS: Record<StatusChoice, Pick<UserListParams, 'is_active' | 'account_status'>> = {
  active: { is_active: true },
  inactive: { is_active: false },
  pending: { account_status: 'pending_activation' },
};

const EMAIL_CHOICES = ['duplicate', 'unique'] as const;
type EmailChoice = (typeof EMAIL_CHOICES)[number];
const isEmailChoice = (value: unknown): value is EmailChoice => EMAIL_CHOICES.includes(value as EmailChoice);

/**
 * The filters as GET /api/users takes them: the search trimmed (blank is none), and a role or e-mail choice the API
 * knows (a hand-edited address with another is ignored rather than answered with a 400).
 */
export function toUserListParams({ search, role, status, email, school_id, class_id }: UserFilterValues): UserListParams {
  return {
    search: search?.trim() || undefined,
    role: isRole(role) ? role : undefined,
    ...(isStatusChoice(status) ? STATUS_PARAMS[status] : {}),
    email: isEmailChoice(email) ? email : undefined,
    school_id,
    class_id: school_id === undefined ? undefined : class_id,
  };
}

const ROLE_OPTIONS = [{ value: '', label: USERS_T.allRoles }, ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))];
const EMAIL_OPTIONS = [
  { value: '', label: USERS_T.emailAll },
  { value: 'duplicate', label: USERS_T.emailDuplicate },
  { value: 'unique', label: USERS_T.emailUnique },
];

/** A select whose "all" choice is the empty string, kept in the URL as no value. */
const allAsEmpty = { getValueProps: (value?: string) => ({ value: value ?? '' }), normalize: (value: string) => value || undefined };

/**
 * Search, role, account state, e-mail, complex and circle. The circle select waits for a complex and lists only that
 * complex's circles. The state's «waiting for approval» says how many there are (`pendingCount`, once known): the
 * bell's number, since both count the same accounts.
 */
export function UserFilters({ filters, pendingCount }: { filters: UrlFilters<typeof USER_FILTERS>; pendingCount: number | undefined }) {
  const statusOptions = [
    { value: '', label: USERS_T.statusAll },
    { value: 'active', label: USERS_T.statusActive },
    { value: 'inactive', label: USERS_T.statusInactive },
    { value: 'pending', label: USERS_T.statusPending(pendingCount) },
  ];
  const { update } = filters;
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
    <FilterBar filters={filters} name="user-filters">
      <Col xs={24} lg={12}>
        <SearchFilter label={USERS_T.search} placeholder={USERS_T.searchPlaceholder} onSearch={(search) => update({ search })} />
      </Col>
      <Col xs={12} lg={6}>
        <Form.Item name="role" label={T.accountType} {...allAsEmpty}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={12} lg={6}>
        <Form.Item name="status" label={T.status} {...allAsEmpty}>
          <Select options={statusOptions} />
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
            <ComplexFilter schools={schools} />
          </Col>
          <Col xs={12} sm={8} lg={9}>
            <CircleFilter
              circles={circles.data}
              loading={circles.isFetching}
              placeholder={schoolId === undefined ? T.chooseComplexForCircles : T.allCircles}
              disabled={schoolId === undefined}
              allowClear
            />
          </Col>
        </>
      )}
    </FilterBar>
  );
}
