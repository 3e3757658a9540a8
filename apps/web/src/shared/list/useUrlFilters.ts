import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { filterCollapseRender } from './filterCollapse';
import { useSearchParams } from 'react-router-dom';

/** How one filter is kept in the URL, and which filter it depends on (a dependent select). */
export interface FilterField {
  type: 'string' | 'number' | 'boolean';
  /** The filter this one narrows (a circle within a complex): changing the parent clears this one. */
  parent?: string;
}

/** The filters of one screen, by search-parameter name. */
export type FilterSpec = Record<string, FilterField>;

type FilterValue<F extends FilterField> = F['type'] extends 'number' ? number : F['type'] extends 'boolean' ? boolean : string;

/** The filters' values as read from the URL; an absent or malformed parameter is undefined. */
export type FilterValues<S extends FilterSpec> = { [K in keyof S]?: FilterValue<S[K]> };

function parse(field: FilterField, raw: string | null): string | number | boolean | undefined {
  if (raw === null || raw === '') return undefined;
  if (field.type === 'number') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  }
  if (field.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  return raw;
}

/** The filters of `spec` as the URL holds them. */
export function readFilters<S extends FilterSpec>(spec: S, params: URLSearchParams): FilterValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec)) {
    const value = parse(field, params.get(name));
    if (value !== undefined) values[name] = value;
  }
  return values as FilterValues<S>;
}

/** Every filter that depends on `name`, directly or through another (a complex clears its circles and their groups). */
export function dependentsOf(spec: FilterSpec, name: string): string[] {
  const direct = Object.keys(spec).filter((other) => spec[other].parent === name);
  return direct.flatMap((child) => [child, ...dependentsOf(spec, child)]);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The URL after applying `patch` to the filters in `params`: given filters are set (an empty one removed), each
 * changed filter clears its dependents unless the patch gives them a value, and parameters outside `spec` (a page
 * number, say) are kept.
 */
export function writeFilters(spec: FilterSpec, params: URLSearchParams, patch: Record<string, unknown>): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = readFilters(spec, params) as Record<string, unknown>;
  for (const [name, value] of Object.entries(patch)) {
    if (!(name in spec)) continue;
    if (isEmpty(value)) next.delete(name);
    else next.set(name, String(value));
    if (current[name] === (isEmpty(value) ? undefined : value)) continue;
    for (const child of dependentsOf(spec, name)) if (isEmpty(patch[child])) next.delete(child);
  }
  return next;
}

export interface UrlFilters<S extends FilterSpec> {
  /** The applied filters, typed; feed them to the list's queryOptions. */
  values: FilterValues<S>;
  /** Changes some filters (clearing the dependents of those that changed). */
  update: (patch: FilterValues<S>) => void;
  /** Unsets every filter of the spec (a list's clear-filters link); other parameters stay. */
  clear: () => void;
  /**
   * The form mirroring the URL and its dependents' clearing, which a FilterBar uses; spread whole onto a
   * pro-components QueryFilter (the audit log's), searching or resetting writes the URL.
   */
  formProps: {
    form: FormInstance;
    onFinish: (values: Record<string, unknown>) => Promise<boolean>;
    onReset: () => void;
    onValuesChange: (changed: Record<string, unknown>) => void;
    collapseRender: typeof filterCollapseRender;
  };
}

/**
 * A screen's filters kept in the URL's search parameters, so a filtered list survives a reload, a shared link and
 * the back button. Its form follows the URL; a FilterBar applies each change at once, a QueryFilter its draft when
 * searched. Changing a parent select in the form clears its dependents at once, so a child select never shows an
 * option of another parent. `spec` is read once, on the first render.
 */
export function useUrlFilters<S extends FilterSpec>(initialSpec: S): UrlFilters<S> {
  const [spec] = useState(initialSpec);
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm();
  const values = useMemo(() => readFilters(spec, params), [spec, params]);

  // The URL is the truth: the form follows it on load and on back/forward. (No initialValues, so reset empties.)
  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(Object.keys(spec).map((name) => [name, (values as Record<string, unknown>)[name]])));
  }, [form, spec, values]);

  const update = useCallback((patch: FilterValues<S>) => setParams((current) => writeFilters(spec, current, patch), { replace: true }), [spec, setParams]);
  const clear = useCallback(() => update(Object.fromEntries(Object.keys(spec).map((name) => [name, undefined])) as FilterValues<S>), [spec, update]);

  const formProps = useMemo(
    () => ({
      form,
      onFinish: async (draft: Record<string, unknown>) => {
        setParams((current) => writeFilters(spec, current, Object.fromEntries(Object.keys(spec).map((name) => [name, draft[name]]))));
        return true;
      },
      onReset: () => setParams((current) => writeFilters(spec, current, Object.fromEntries(Object.keys(spec).map((name) => [name, undefined])))),
      onValuesChange: (changed: Record<string, unknown>) => {
        const cleared = Object.keys(changed).flatMap((name) => dependentsOf(spec, name));
        if (cleared.length) form.setFieldsValue(Object.fromEntries(cleared.map((name) => [name, undefined])));
      },
      collapseRender: filterCollapseRender,
    }),
    [form, spec, setParams],
  );

  return { values, update, clear, formProps };
}
