import { Form } from 'antd';
import type { School } from '../../../api/types';
import { FormSelect } from '../../../shared/forms/FormSelect';
import { filterByLabel } from '../../../shared/forms/search';
import type { UrlFilters } from '../../../shared/list/useUrlFilters';
import type { SEMESTER_FILTERS } from '../filters';
import { T } from '../../../shared/locale';
import styles from '../semesters.module.css';

interface ComplexPickerProps {
  filters: UrlFilters<typeof SEMESTER_FILTERS>;
  schools: School[];
  loading: boolean;
}

/**
 * The complex whose semesters are shown. Its form is the URL filters' own, which mirrors the URL; a choice is
 * written there at once (clearing the opened semester, which belongs to the complex).
 */
export function ComplexPicker({ filters, schools, loading }: ComplexPickerProps) {
  return (
    <Form
      form={filters.formProps.form}
      layout="vertical"
      className={styles.picker}
      onValuesChange={(changed: { school_id?: number }) => filters.update(changed)}
    >
      <Form.Item name="school_id" label={T.complex} className={styles.pickerItem}>
        <FormSelect
          loading={loading}
          // A manager of a single complex has it chosen for them and nothing to clear.
          allowClear={schools.length > 1}
          showSearch
          filterOption={filterByLabel}
          placeholder={T.chooseComplex}
          options={schools.map((school) => ({ value: school.id, label: school.name }))}
        />
      </Form.Item>
    </Form>
  );
}
