import type { ReactNode } from 'react';
import { Form, Input, Row, Select, type GetProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { filterByLabel } from '../forms/search';
import { T } from '../locale';
import { isActiveOf, soleSchoolId, statusChoiceOf, statusOptions, type StatusChoice } from './filterValues';
import type { FilterSpec, FilterValues, UrlFilters } from './useUrlFilters';
import styles from './FilterBar.module.css';

/** The longest search the API takes (the `search` parameter of its lists). */
const SEARCH_MAX = 100;

/** A search as the URL keeps it: trimmed, and absent when blank. */
const searchOf = (text: string | undefined) => text?.trim() || undefined;

export interface FilterBarProps<S extends FilterSpec> {
  filters: UrlFilters<S>;
  /** The form's name, which starts its fields' ids. */
  name: string;
  /**
   * The fields packed close, for a bar inside a card (the screens that look at one circle or semester: grading,
   * attendance): the card gives the space below them, the row's gutter the space between stacked ones.
   */
  compact?: boolean;
  /** Its fields (SearchFilter, StatusFilter, ComplexFilter...), each in an antd Col sized for the screen. */
  children: ReactNode;
}

/**
 * A list screen's filters, kept in the URL by {@link useUrlFilters}: its form only mirrors the URL. A select applies
 * as soon as it changes (there is no search button to forget), clearing the selects that depend on it at once; the
 * search applies when it is sent (SearchFilter), so the list is not asked again at every keystroke.
 */
export function FilterBar<S extends FilterSpec>({ filters, name, compact = false, children }: FilterBarProps<S>) {
  const { update, formProps } = filters;
  return (
    <Form
      form={formProps.form}
      name={name}
      layout="vertical"
      component="div"
      className={compact ? styles.compact : undefined}
      onValuesChange={(changed: Record<string, unknown>, draft: Record<string, unknown>) => {
        if ('search' in changed) return;
        formProps.onValuesChange(changed);
        // A search typed but not yet sent goes with the change, rather than being wiped when the form follows the URL.
        update({ ...changed, search: searchOf(draft.search as string | undefined) } as FilterValues<S>);
      }}
    >
      {/* Bottom-aligned, so a button beside the selects (refresh) lines up with them. */}
      <Row gutter={compact ? [16, 12] : 16} align="bottom">
        {children}
      </Row>
    </Form>
  );
}

export interface SearchInputProps extends Omit<GetProps<typeof Input.Search>, 'onSearch' | 'maxLength' | 'allowClear'> {
  /** The search to apply: trimmed, undefined when blank. */
  onSearch: (search: string | undefined) => void;
}

/**
 * The product's search box: sent with Enter, its button («بحث» unless `enterButton` says otherwise) or by clearing
 * it, at most the 100 characters the API takes. Inside a FilterBar use {@link SearchFilter}; alone (a table's
 * header), give it an `aria-label`.
 */
export function SearchInput({ onSearch, enterButton = T.searchButton, ...props }: SearchInputProps) {
  return <Input.Search allowClear enterButton={enterButton} maxLength={SEARCH_MAX} {...props} onSearch={(text) => onSearch(searchOf(text))} />;
}

/** The `search` field of a FilterBar (the API's Arabic-normalised search). */
export function SearchFilter({ label, ...input }: SearchInputProps & { label: string }) {
  return (
    <Form.Item name="search" label={label}>
      <SearchInput {...input} />
    </Form.Item>
  );
}

/** How the URL keeps a status: the API's `is_active` boolean, or its `status` word (active, inactive). */
const STATUS_PARAMS = {
  is_active: { getValueProps: (isActive?: boolean) => ({ value: statusChoiceOf(isActive) }), normalize: isActiveOf },
  status: { getValueProps: (status?: string) => ({ value: status ?? 'all' }), normalize: (choice: StatusChoice) => (choice === 'all' ? undefined : choice) },
};

/** The all/active/inactive select of a FilterBar; nothing in the URL stands for all. */
export function StatusFilter({
  name = 'is_active',
  label = T.status,
  labels,
}: {
  name?: keyof typeof STATUS_PARAMS;
  label?: string;
  /** This screen's words for the three choices (a circle is «مفعلة», a teacher «مفعل»). */
  labels: Readonly<Record<StatusChoice, string>>;
}) {
  return (
    <Form.Item name={name} label={label} {...STATUS_PARAMS[name]}>
      <Select options={statusOptions(labels)} />
    </Form.Item>
  );
}

interface Named {
  id: number;
  name: string;
}

const optionsOf = (items: readonly Named[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** The complex select of a FilterBar (the URL's `school_id`), searchable by name. */
export function ComplexFilter({
  schools,
  placeholder = T.allComplexes,
  allowClear = true,
  soleChosen = false,
}: {
  schools: UseQueryResult<readonly Named[]>;
  placeholder?: string;
  allowClear?: boolean;
  /**
   * Someone with a single complex sees it chosen, with nothing to clear (the URL may leave it out: the API lists only
   * their complex's rows anyway).
   */
  soleChosen?: boolean;
}) {
  const sole = soleChosen ? soleSchoolId(schools.data) : undefined;
  return (
    <Form.Item name="school_id" label={T.complex} getValueProps={(schoolId?: number) => ({ value: schoolId ?? sole })}>
      <Select
        placeholder={placeholder}
        allowClear={allowClear && sole === undefined}
        showSearch
        filterOption={filterByLabel}
        loading={schools.isLoading}
        options={optionsOf(schools.data)}
      />
    </Form.Item>
  );
}

/** The semester select of a FilterBar (the URL's `semester_id`): a complex's semesters, so it waits for one. */
export function SemesterFilter({
  semesters,
  placeholder,
  disabled,
  allowClear = false,
}: {
  semesters: UseQueryResult<readonly Named[]>;
  placeholder: string;
  /** No complex (or circle) chosen yet. */
  disabled: boolean;
  allowClear?: boolean;
}) {
  return (
    <Form.Item name="semester_id" label={T.semester}>
      <Select placeholder={placeholder} disabled={disabled} allowClear={allowClear} loading={semesters.isFetching} options={optionsOf(semesters.data)} />
    </Form.Item>
  );
}

/** The circle select of a FilterBar (the URL's `class_id`), searchable by name. */
export function CircleFilter({
  circles,
  loading = false,
  placeholder,
  disabled = false,
  allowClear = false,
  notFoundContent,
}: {
  circles: readonly Named[] | undefined;
  loading?: boolean;
  placeholder: string;
  /** No complex (or semester) chosen yet. */
  disabled?: boolean;
  allowClear?: boolean;
  notFoundContent?: ReactNode;
}) {
  return (
    <Form.Item name="class_id" label={T.circle}>
      <Select
        placeholder={placeholder}
        disabled={disabled}
        allowClear={allowClear}
        showSearch
        filterOption={filterByLabel}
        loading={loading}
        notFoundContent={notFoundContent}
        options={optionsOf(circles)}
      />
    </Form.Item>
  );
}
