import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Col } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { choose, fill } from '../../test/forms';
import { renderScreen } from '../../test/render';
import { T } from '../locale';
import { CircleFilter, ComplexFilter, FilterBar, SearchFilter, StatusFilter } from './FilterBar';
import { useUrlFilters, type FilterSpec } from './useUrlFilters';

const SPEC = {
  search: { type: 'string' },
  is_active: { type: 'boolean' },
  school_id: { type: 'number' },
  class_id: { type: 'number', parent: 'school_id' },
} satisfies FilterSpec;

const SCHOOLS = [
  { id: 3, name: 'مجمع النور' },
  { id: 4, name: 'مجمع الهدى' },
];
const CIRCLES: Record<number, { id: number; name: string }[]> = { 3: [{ id: 7, name: 'حلقة الفجر' }], 4: [{ id: 9, name: 'حلقة العصر' }] };
const STATUS_LABELS = { all: 'كل الحلقات', active: 'المفعلة', inactive: 'المعطلة' };

function Circles() {
  const filters = useUrlFilters(SPEC);
  const schools = useQuery({ queryKey: ['schools'], queryFn: async () => SCHOOLS });
  const { search } = useLocation();
  const schoolId = filters.values.school_id;
  return (
    <>
      <FilterBar filters={filters} name="circle-filters">
        <Col span={12}>
          <SearchFilter label="البحث" placeholder="اسم الحلقة" onSearch={(text) => filters.update({ search: text })} />
        </Col>
        <Col span={12}>
          <StatusFilter labels={STATUS_LABELS} />
        </Col>
        <Col span={12}>
          <ComplexFilter schools={schools} />
        </Col>
        <Col span={12}>
          <CircleFilter circles={schoolId === undefined ? undefined : CIRCLES[schoolId]} placeholder={T.chooseCircle} disabled={schoolId === undefined} />
        </Col>
      </FilterBar>
      <output data-testid="url">{decodeURIComponent(search)}</output>
    </>
  );
}

const url = () => screen.getByTestId('url').textContent;

describe('FilterBar', () => {
  it('applies a select at once, clearing the selects that depend on it, and keeps other parameters', async () => {
    renderScreen(<Circles />, { path: '/classes?school_id=3&class_id=7&page=2' });
    await waitFor(() => expect(screen.getByText('حلقة الفجر')).toBeTruthy());

    await choose(T.status, 'المعطلة');
    await waitFor(() => expect(url()).toBe('?school_id=3&class_id=7&page=2&is_active=false'));

    await choose(T.complex, 'مجمع الهدى');
    await waitFor(() => expect(url()).toBe('?school_id=4&page=2&is_active=false'));
    expect(screen.queryByText('حلقة الفجر')).toBeNull();

    await choose(T.status, 'كل الحلقات');
    await waitFor(() => expect(url()).toBe('?school_id=4&page=2'));
  });

  it('applies the search when it is sent, trimmed, and carries a search typed but not sent with a select', async () => {
    renderScreen(<Circles />, { path: '/classes' });
    fill('البحث', '  الفجر ');
    expect(url()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: T.searchButton }));
    await waitFor(() => expect(url()).toBe('?search=الفجر'));

    fill('البحث', 'العصر');
    await choose(T.status, 'المفعلة');
    await waitFor(() => expect(url()).toBe('?search=العصر&is_active=true'));
    expect((screen.getByLabelText('البحث') as HTMLInputElement).value).toBe('العصر');
  });
});
