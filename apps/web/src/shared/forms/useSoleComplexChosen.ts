import { useEffect } from 'react';
import { Form } from 'antd';
import { soleSchoolId } from '../list/filterValues';

/**
 * On a form for a new record: chooses the complex of someone who has only one, once the complexes arrive. The page
 * passes that complex in the form's initial values too, but a quick hand can open the form before the list is here,
 * and a required complex left empty would then refuse the save.
 */
export function useSoleComplexChosen(schools: readonly { id: number }[] | undefined, isNew: boolean) {
  const form = Form.useFormInstance<{ school_id?: number | null }>();
  const sole = soleSchoolId(schools);
  useEffect(() => {
    if (isNew && sole !== undefined && form.getFieldValue('school_id') == null) form.setFieldsValue({ school_id: sole });
  }, [form, isNew, sole]);
}
