import { useId } from 'react';
import { Select } from 'antd';
import type { School } from '../../../api/types';
import { filterByLabel } from '../../../shared/forms/search';
import { SEMESTERS_T } from '../locale';
import styles from '../semesters.module.css';

interface ComplexPickerProps {
  schools: School[];
  loading: boolean;
  value: number | undefined;
  onChange: (schoolId: number | undefined) => void;
}

/** The complex whose semesters are shown: a labelled, searchable select (the screen keeps the choice in the URL). */
export function ComplexPicker({ schools, loading, value, onChange }: ComplexPickerProps) {
  const id = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{SEMESTERS_T.complex}</label>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        loading={loading}
        allowClear
        showSearch
        filterOption={filterByLabel}
        placeholder={SEMESTERS_T.chooseComplex}
        options={schools.map((school) => ({ value: school.id, label: school.name }))}
        className={styles.pickerSelect}
      />
    </div>
  );
}
