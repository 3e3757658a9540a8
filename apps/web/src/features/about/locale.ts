/** Texts of /about. Sentences the API sends stay in libs/common's MESSAGES. */
export const ABOUT_T = {
  aboutDescription:
    'منصة عربية لإدارة مجمعات حلقات تحفيظ القرآن الكريم: تنظّم المجمعات والحلقات والمعلمين والطلاب وأولياء الأمور، وتتابع الحفظ والمراجعة والحضور والنقاط والتقارير اليومية في مكان واحد.',
  featuresTitle: 'مزايا المنصة',
  features: [
    'إدارة مجمعات الحلقات والحلقات والفصول الدراسية والمقررات',
    'متابعة حفظ الطلاب ومراجعتهم بخريطة الأجزاء والأهداف',
    'تسجيل الحضور والغياب بالتاريخين الهجري والميلادي',
    'نقاط السلوك والتقارير اليومية للمشرفين والإدارة',
    'متابعة أولياء الأمور لأبنائهم أولًا بأول',
    'صلاحيات دقيقة لكل دور في المنصة',
  ],
  visionTitle: 'رؤيتنا',
  visionText: 'أن يكون لكل حلقة تحفيظ سجلٌّ واضح يعين المعلم ويطمئن ولي الأمر ويحفّز الطالب.',
  contactTitle: 'التواصل',
  contactText: 'للاستفسارات أو تفعيل الحسابات تواصل مع إدارة مجمع الحلقات الذي تتبعه.',
  creditsTitle: 'شكر وتقدير',
  /** The attribution the Tanzil licence (CC BY 3.0) asks for; the project's address and the licence's name stay as written. */
  tanzilCredit: 'بيانات المصحف (السور والآيات والأجزاء والصفحات) من مشروع تنزيل',
  tanzilSite: 'tanzil.net',
  tanzilLicence: 'برخصة المشاع الإبداعي: نسب المصنف 3.0',
  tanzilLicenceName: 'CC BY 3.0',
  /**
   * The attribution quran-json's licence (CC BY-SA 4.0) asks for: the source of the Uthmani text, the package and its
   * author, the licence and its address. The addresses, the package's name and the licence's name stay as written.
   */
  quranTextCredit: 'نص المصحف بالرسم العثماني من موسوعة القرآن الكريم',
  quranTextSite: 'quranenc.com',
  quranTextPackagePrefix: 'عبر حزمة',
  quranTextPackage: 'quran-json',
  quranTextAuthor: 'لريسان بجا برادانا',
  quranTextLicence: 'برخصة المشاع الإبداعي: نسب المصنف - الترخيص بالمثل 4.0',
  quranTextLicenceName: 'CC BY-SA 4.0',
  accountStatusTitle: 'حالة الحساب',
  role: 'الدور',
  fullName: 'الاسم',
} as const;
