import { countedArabic, formatGregorianDate, type CountedNoun } from '#common';

const OPERATIONS: CountedNoun = { single: 'عملية', one: 'عملية واحدة', two: 'عمليتان', few: 'عمليات', many: 'عملية' };

/** Texts of the outbox: the top bar's count, its list, and what a screen says about a write kept on the device. */
export const OUTBOX_T = {
  waitingCount: (count: number) => `${countedArabic(count, OPERATIONS)} بانتظار الإرسال`,
  problemsCount: (count: number) => `${countedArabic(count, OPERATIONS)} تحتاج إلى مراجعتك`,
  title: 'العمليات غير المرسلة',
  explain: 'ما سجّلته دون اتصال محفوظ على هذا الجهاز، ويُرسل تلقائيًا عند عودة الاتصال.',
  empty: 'لا توجد عمليات بانتظار الإرسال',
  sendNow: 'إرسال الآن',
  dismiss: 'تجاهل',
  notSent: 'لم يُرسل بعد',
  state: { waiting: 'بانتظار الإرسال', sending: 'جارٍ الإرسال', stale: 'لم يُحفظ: تغيّر في الخادم بعد تعديلك', refused: 'رفضه الخادم' },
  serverValue: (value: string) => `القيمة المحفوظة في الخادم: ${value}`,
  staleTitle: 'لم يُحفظ تعديل لأن القيمة تغيّرت في الخادم بعده',
  refusedTitle: 'رفض الخادم عملية محفوظة على الجهاز',
  refusedDefault: 'تعذّر حفظ العملية',
  /** A write the server could not be reached for: kept, and sent later. */
  keptOnDevice: 'لا يوجد اتصال: حُفظ على هذا الجهاز وسيُرسل عند عودة الاتصال',
  keptManyOnDevice: (count: number) => `لا يوجد اتصال: حُفظت ${countedArabic(count, OPERATIONS)} على هذا الجهاز وستُرسل عند عودة الاتصال`,
  onlineOnly: 'يتطلب التعديل والحذف اتصالًا بالإنترنت',
  signOutTitle: 'توجد عمليات لم تُرسل بعد',
  signOutContent: (count: number) => `${countedArabic(count, OPERATIONS)} محفوظة على هذا الجهاز ولم تصل إلى الخادم. إذا سجّلت الخروج الآن فستُفقد.`,
  signOutAnyway: 'تسجيل الخروج وفقدانها',
  signOutFailed: 'تعذّر تسجيل الخروج',
  attendanceLabel: (name: string, date: string, status: string) => `حضور ${name}، ${formatGregorianDate(date)}: ${status}`,
  pointsLabel: (name: string, date: string, points: number) => `نقاط ${name}، ${formatGregorianDate(date)}: ${points}`,
  gradeLabel: (course: string, value: number, max: number | null | undefined) => `درجة ${course}: ${max ? `${value} من ${max}` : value}`,
} as const;
