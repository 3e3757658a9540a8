import { countedArabic, type CountedNoun } from '#common';

// a count of pages: "صفحة واحدة", "صفحتان", "5 صفحات", "24 صفحة"
const PAGES: CountedNoun = { single: 'صفحة', one: 'صفحة واحدة', two: 'صفحتان', few: 'صفحات', many: 'صفحة' };

/**
 * Texts of the Quran pieces several screens share: the surah and ayah pickers, the memorisation progress block,
 * the memorisation plan dialog (students screen and student profile).
 */
export const QURAN_T = {
  // pickers
  surah: 'السورة',
  ayah: 'الآية',
  chooseSurah: 'اختر السورة',
  chooseAyah: 'اختر الآية',
  chooseSurahFirst: 'اختر السورة أولًا',
  position: (surah: string, ayah: number) => `سورة ${surah}، الآية ${ayah}`,

  // memorisation progress
  progress: 'مقدار الحفظ',
  memorisedAyahs: 'الآيات المحفوظة',
  memorisedPages: 'الصفحات المحفوظة',
  pagesOf: (pages: number, total: number) => `${pages} من ${total}`,
  reachedPosition: 'آخر المحفوظ',
  target: 'الهدف',
  nothingMemorised: 'لم يُسجَّل له حفظ بعد',
  noTarget: 'لم يُحدَّد هدف بعد',

  // goal status (spec 03 section 4)
  goalAchieved: 'تحقق الهدف',
  goalExceeded: 'تجاوز الهدف',
  goalInProgress: 'قيد التنفيذ',

  // the memorisation plan
  memorisationPlan: 'خطة الحفظ',
  planTitle: (name: string) => `خطة الحفظ: ${name}`,
  memorisedNow: 'المحفوظ حاليًا',
  targetSection: 'الهدف المطلوب',
  planHint: 'يحفظ الطلاب الفاتحة ثم من سورة الناس صعودًا إلى البقرة؛ اترك السورة فارغة إن لم يبدأ الحفظ بعد.',
  planSaved: 'تم حفظ خطة الحفظ بنجاح',
  editPlan: 'تعديل الخطة',
  chartEmpty: 'لا توجد صفحات محفوظة ولا هدف محدد بعد، فلا يوجد ما يُرسم. حدّد المحفوظ أو الهدف لتظهر الخطة هنا.',
  chartLabel: (parts: string) => `مخطط الخطة: ${parts}`,
  sectionMemorised: 'صفحات محفوظة',
  sectionGraded: 'صفحات من الهدف رُصدت لها درجات',
  sectionUngraded: 'صفحات من الهدف لم تُرصد لها درجات',
  pagesCount: (pages: number) => (pages === 0 ? 'لا صفحات' : countedArabic(pages, PAGES)),
  // a section's share of the ring's whole: the target's pages, or the mushaf's 604 without a target
  ofTarget: (percentage: number) => `${percentage}% من صفحات الهدف`,
  ofMushaf: (percentage: number) => `${percentage}% من المصحف`,
  ofMushafPages: 'صفحة من 604',
  statistics: 'إحصائيات الخطة',
  targetPages: 'صفحات الهدف كاملًا',
  goalPages: 'صفحات متبقية للهدف',
  goalPercentage: 'نسبة إنجاز الهدف',
  gradedPercentage: 'المنجز مع المرصود',
  noTargetStats: 'تظهر نسب إنجاز الهدف بعد تحديد هدف للطالب.',
  planLoadFailed: 'فشل في تحميل درجات الطالب لحساب الخطة',
  memorisedSaveFailed: 'فشل في حفظ بيانات الحفظ',
  goalSaveFailed: 'فشل في حفظ الهدف',
} as const;
