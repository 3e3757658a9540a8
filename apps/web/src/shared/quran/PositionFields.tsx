import { Col, Form } from 'antd';
import { MESSAGES } from '#common';
import { FormSelect } from '../forms/FormSelect';
import { filterByLabel } from '../forms/search';
import { QURAN_T } from './locale';
import { SURAH_OPTIONS, ayahOptions, lastAyah } from './position';

export interface PositionFieldsProps {
  surahField: string;
  ayahField: string;
  /**
   * The sentence when the pair is required (a goal: 'يرجى تحديد السورة والآية المستهدفة'). Without it the pair may
   * be left empty, but an ayah is required once a surah is chosen, since the API stores the two together or not at all.
   */
  requiredMessage?: string;
}

/**
 * One Quran position inside a ProForm grid: a surah (the 114 by name) and an ayah of it (1..its ayah count). Choosing
 * a surah fills in its last ayah (spec 03 section 5), clearing it clears the ayah, and the ayah select stays disabled
 * until a surah is chosen. A surah name and an ayah number fit one row even on a phone.
 */
export function PositionFields({ surahField, ayahField, requiredMessage }: PositionFieldsProps) {
  const form = Form.useFormInstance();
  const surahId = Form.useWatch(surahField, form) as number | undefined;
  const ayahRule = requiredMessage
    ? { required: true, message: requiredMessage }
    : { required: Boolean(surahId), message: MESSAGES.students.positionIncomplete };
  return (
    <>
      <Col span={14}>
        <Form.Item name={surahField} label={QURAN_T.surah} rules={requiredMessage ? [{ required: true, message: requiredMessage }] : undefined}>
          <FormSelect
            options={SURAH_OPTIONS}
            placeholder={QURAN_T.chooseSurah}
            allowClear={!requiredMessage}
            showSearch
            filterOption={filterByLabel}
            onChange={(value?: number) => form.setFieldsValue({ [ayahField]: lastAyah(value) })}
          />
        </Form.Item>
      </Col>
      <Col span={10}>
        <Form.Item name={ayahField} label={QURAN_T.ayah} dependencies={[surahField]} rules={[ayahRule]}>
          <FormSelect
            options={ayahOptions(surahId)}
            placeholder={surahId ? QURAN_T.chooseAyah : QURAN_T.chooseSurahFirst}
            disabled={!surahId}
            showSearch
            filterOption={filterByLabel}
          />
        </Form.Item>
      </Col>
    </>
  );
}
