import type { Locale } from 'antd/es/locale';
import arEG from 'antd/es/locale/ar_EG';
import proArEG from '@ant-design/pro-provider/es/locale/ar_EG';
import { T } from '../shared/locale';

// antd's and pro-components' Arabic texts, with their slips put right: misspellings ("الإختيار", "الصفحه"), Egyptian
// spellings ("فى"), and words that say something else ("أنقذ" is "rescue", "نقل" is "moved", "نظف" is "clean it").

/** antd's Arabic locale, corrected: the one ConfigProvider gives every antd component. */
export const locale: Locale = {
  ...arEG,
  Pagination: arEG.Pagination && { ...arEG.Pagination, page_size: 'حجم الصفحة' },
  DatePicker: arEG.DatePicker && { ...arEG.DatePicker, lang: { ...arEG.DatePicker.lang, shortWeekDays: [...T.shortWeekDays] } },
  Upload: arEG.Upload && { ...arEG.Upload, uploadError: 'تعذر الرفع' },
  Text: arEG.Text && { ...arEG.Text, copied: 'تم النسخ', expand: 'عرض المزيد' },
};

/**
 * pro-components reads its Arabic texts from this very object (its intl keeps a reference to the module's export),
 * and offers no other hook short of wrapping the app in its own provider, which would load pro-components on the
 * sign-in page. So the corrections are written into it once, when the app starts.
 */
Object.assign(proArEG.tableForm, { selectPlaceholder: 'يرجى الاختيار', inputPlaceholder: 'يرجى الإدخال', submit: 'إرسال', collapsed: 'طي', expand: 'توسيع' });
Object.assign(proArEG.form.lightFilter, { clear: 'مسح' });
Object.assign(proArEG.alert, { clear: 'مسح' });
Object.assign(proArEG.stepsForm, { submit: 'إنهاء' });
Object.assign(proArEG.editableTable.action, { save: 'حفظ', cancel: 'إلغاء' });
Object.assign(proArEG.switch, { open: 'تشغيل', close: 'إيقاف' });

/** pro-components' Arabic texts as corrected, for the test that no known slip is left. */
export const proLocale = proArEG;
