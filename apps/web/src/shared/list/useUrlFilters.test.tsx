import { render, screen, waitFor } from '@testing-library/react';
import { ProFormSelect, QueryFilter } from '@ant-design/pro-components';
import { App as AntApp, ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { choose, press } from '../../test/forms';
import { dependentsOf, readFilters, useUrlFilters, writeFilters, type FilterSpec } from './useUrlFilters';

// A complex narrows the circles, a circle narrows its groups: the dependent selects of the circles screen.
const SPEC = {
  school_id: { type: 'number' },
  class_id: { type: 'number', parent: 'school_id' },
  group: { type: 'string', parent: 'class_id' },
  active: { type: 'boolean' },
} satisfies FilterSpec;

describe('filters in the URL', () => {
  it('reads typed values and ignores malformed or foreign parameters', () => {
    const values = readFilters(SPEC, new URLSearchParams('school_id=3&class_id=x&group=أ&active=true&page=2'));
    expect(values).toEqual({ school_id: 3, group: 'أ', active: true });
    expect(readFilters(SPEC, new URLSearchParams('active=yes'))).toEqual({});
  });

  it('finds dependents through every level', () => {
    expect(dependentsOf(SPEC, 'school_id')).toEqual(['class_id', 'group']);
    expect(dependentsOf(SPEC, 'class_id')).toEqual(['group']);
    expect(dependentsOf(SPEC, 'active')).toEqual([]);
  });

  it('clears the dependents of a changed parent, keeps other parameters, and drops empty values', () => {
    const params = new URLSearchParams('school_id=3&class_id=7&group=أ&page=2');
    expect(writeFilters(SPEC, params, { school_id: 4 }).toString()).toBe('school_id=4&page=2');
    // A patch that sets the child along with its parent keeps it.
    expect(writeFilters(SPEC, params, { school_id: 4, class_id: 9 }).toString()).toBe('school_id=4&class_id=9&page=2');
    // An unchanged parent clears nothing.
    expect(writeFilters(SPEC, params, { school_id: 3, active: false }).toString()).toBe('school_id=3&class_id=7&group=%D8%A3&page=2&active=false');
    expect(writeFilters(SPEC, params, { group: '' }).toString()).toBe('school_id=3&class_id=7&page=2');
  });
});

const SCHOOLS = [
  { value: 3, label: 'مجمع النور' },
  { value: 4, label: 'مجمع الهدى' },
];
const CLASSES: Record<number, { value: number; label: string }[]> = {
  3: [{ value: 7, label: 'حلقة الفجر' }],
  4: [{ value: 9, label: 'حلقة العصر' }],
};

function CirclesFilter() {
  const filters = useUrlFilters(SPEC);
  const { search } = useLocation();
  return (
    <>
      <QueryFilter {...filters.formProps} defaultCollapsed={false}>
        <ProFormSelect name="school_id" label="المجمع" options={SCHOOLS} />
        <ProFormSelect name="class_id" label="الحلقة" dependencies={['school_id']} request={async ({ school_id }) => CLASSES[school_id as number] ?? []} />
      </QueryFilter>
      <output data-testid="url">{decodeURIComponent(search)}</output>
      <output data-testid="values">{JSON.stringify(filters.values)}</output>
    </>
  );
}

function renderAt(url: string) {
  render(
    <ConfigProvider direction="rtl" locale={arEG}>
      <AntApp>
        <MemoryRouter initialEntries={[url]}>
          <CirclesFilter />
        </MemoryRouter>
      </AntApp>
    </ConfigProvider>,
  );
}

const url = () => screen.getByTestId('url').textContent;

describe('useUrlFilters with a QueryFilter', () => {
  it('fills the form from the URL, clears the child select when the parent changes, and writes the URL on search', async () => {
    renderAt('/classes?school_id=3&class_id=7&page=2');
    expect(screen.getByTestId('values').textContent).toBe(JSON.stringify({ school_id: 3, class_id: 7 }));
    await waitFor(() => expect(screen.getByText('حلقة الفجر')).toBeTruthy());

    await choose('المجمع', 'مجمع الهدى');
    await waitFor(() => expect(screen.queryByText('حلقة الفجر')).toBeNull());
    // The draft is not applied until the search.
    expect(url()).toBe('?school_id=3&class_id=7&page=2');

    press(/ابحث/);
    await waitFor(() => expect(url()).toBe('?school_id=4&page=2'));
    expect(screen.getByTestId('values').textContent).toBe(JSON.stringify({ school_id: 4 }));

    await choose('الحلقة', 'حلقة العصر');
    press(/ابحث/);
    await waitFor(() => expect(url()).toBe('?school_id=4&page=2&class_id=9'));
  });

  it('empties the filters on reset and keeps the other parameters', async () => {
    renderAt('/classes?school_id=3&class_id=7&page=2');
    await waitFor(() => expect(screen.getByText('حلقة الفجر')).toBeTruthy());
    press(/إعادة تعيين/);
    await waitFor(() => expect(url()).toBe('?page=2'));
    await waitFor(() => expect(screen.queryByText('مجمع النور')).toBeNull());
  });
});
