/**
 * Word lists for the demo: common Saudi names (with a Latin spelling for e-mail addresses), family names, and the
 * neighbourhoods of the demo cities. A person's four-part name is their own name, their father's, their
 * grandfather's and the family name, so siblings share the last three parts.
 */

/** [Arabic, Latin] pairs. */
export type NamePair = readonly [string, string];

export const MALE_NAMES: readonly NamePair[] = [
  ['محمد', 'mohammed'], ['أحمد', 'ahmed'], ['عبدالله', 'abdullah'], ['عبدالرحمن', 'abdulrahman'], ['عبدالعزيز', 'abdulaziz'],
  ['خالد', 'khalid'], ['سعود', 'saud'], ['فهد', 'fahad'], ['سلمان', 'salman'], ['فيصل', 'faisal'],
  ['عمر', 'omar'], ['علي', 'ali'], ['يوسف', 'yousef'], ['إبراهيم', 'ibrahim'], ['سعد', 'saad'],
  ['ناصر', 'nasser'], ['تركي', 'turki'], ['بندر', 'bandar'], ['ماجد', 'majed'], ['مشعل', 'mishal'],
  ['عبدالملك', 'abdulmalik'], ['حمد', 'hamad'], ['راشد', 'rashed'], ['سلطان', 'sultan'], ['نواف', 'nawaf'],
  ['بدر', 'badr'], ['ياسر', 'yasser'], ['زياد', 'ziyad'], ['مازن', 'mazen'], ['هشام', 'hisham'],
  ['طلال', 'talal'], ['حسن', 'hassan'], ['حسين', 'hussain'], ['مصطفى', 'mustafa'], ['أنس', 'anas'],
  ['معاذ', 'muath'], ['عثمان', 'othman'], ['بلال', 'bilal'], ['حمزة', 'hamza'], ['إياد', 'eyad'],
  ['وليد', 'waleed'], ['منصور', 'mansour'], ['صالح', 'saleh'], ['عادل', 'adel'], ['نايف', 'naif'],
  ['مساعد', 'musaed'], ['عبدالإله', 'abdulelah'], ['عبدالمجيد', 'abdulmajeed'], ['يزيد', 'yazeed'], ['ريان', 'rayan'],
  ['مؤيد', 'moayad'], ['أسامة', 'osama'], ['هاني', 'hani'], ['جابر', 'jaber'], ['عمار', 'ammar'],
  ['سامي', 'sami'], ['لؤي', 'loay'], ['رائد', 'raed'], ['حامد', 'hamed'], ['إسماعيل', 'ismail'],
];

export const FEMALE_NAMES: readonly NamePair[] = [
  ['فاطمة', 'fatimah'], ['عائشة', 'aisha'], ['نورة', 'noura'], ['سارة', 'sarah'], ['مريم', 'maryam'],
  ['هيا', 'haya'], ['لطيفة', 'latifa'], ['منيرة', 'munira'], ['الجوهرة', 'aljawhara'], ['ريم', 'reem'],
  ['لمى', 'lama'], ['جود', 'joud'], ['رغد', 'raghad'], ['شهد', 'shahad'], ['أمل', 'amal'],
  ['هند', 'hind'], ['أسماء', 'asma'], ['خديجة', 'khadija'], ['زينب', 'zainab'], ['رقية', 'ruqayya'],
  ['حصة', 'hessa'], ['العنود', 'alanoud'], ['دانة', 'dana'], ['غادة', 'ghada'], ['وعد', 'waad'],
  ['رهف', 'rahaf'], ['ليان', 'layan'], ['جنى', 'jana'], ['ملاك', 'malak'], ['بشرى', 'bushra'],
  ['آمنة', 'amna'], ['سلمى', 'salma'], ['هدى', 'huda'], ['إيمان', 'eman'], ['أروى', 'arwa'],
  ['تسنيم', 'tasneem'], ['رؤى', 'roaa'], ['يارا', 'yara'], ['دعاء', 'duaa'], ['وجدان', 'wijdan'],
  ['نوف', 'nouf'], ['عبير', 'abeer'], ['منى', 'mona'], ['سمية', 'sumayya'], ['حنان', 'hanan'],
];

export const FAMILY_NAMES: readonly NamePair[] = [
  ['الزهراني', 'alzahrani'], ['الغامدي', 'alghamdi'], ['القحطاني', 'alqahtani'], ['العتيبي', 'alotaibi'], ['الشهري', 'alshehri'],
  ['الدوسري', 'aldosari'], ['المطيري', 'almutairi'], ['الحربي', 'alharbi'], ['العنزي', 'alanazi'], ['الشمري', 'alshammari'],
  ['السبيعي', 'alsubaie'], ['العمري', 'alomari'], ['المالكي', 'almalki'], ['الأحمدي', 'alahmadi'], ['السلمي', 'alsulami'],
  ['الجهني', 'aljohani'], ['البقمي', 'albaqami'], ['الرشيدي', 'alrashidi'], ['الشهراني', 'alshahrani'], ['العسيري', 'alasiri'],
  ['الثبيتي', 'althubaiti'], ['الحارثي', 'alharthi'], ['الخالدي', 'alkhaldi'], ['السهلي', 'alsahli'], ['الهاجري', 'alhajri'],
  ['المري', 'almarri'], ['اليامي', 'alyami'], ['القرني', 'alqarni'], ['البلوي', 'albalawi'], ['الرويلي', 'alruwaili'],
  ['الفيفي', 'alfaifi'], ['آل سعود', 'alsaud'], ['آل الشيخ', 'alsheikh'], ['باوزير', 'bawazir'], ['بن لادن', 'binladin'],
  ['التميمي', 'altamimi'], ['الراشد', 'alrashed'], ['الفهيد', 'alfuhaid'], ['الحمدان', 'alhamdan'], ['السويلم', 'alsuwailem'],
];

/**
 * The demo cities, their region and neighbourhoods. Riyadh and Jeddah hold the small demo's two complexes; a larger
 * demo opens complexes in the others too (schools.seed.ts).
 */
export const CITIES = {
  riyadh: {
    city: 'الرياض',
    region: 'منطقة الرياض',
    neighborhoods: ['حي الملقا', 'حي الياسمين', 'حي النرجس', 'حي العليا', 'حي الروضة', 'حي السليمانية', 'حي الربوة', 'حي النسيم', 'حي الملز', 'حي قرطبة'],
  },
  jeddah: {
    city: 'جدة',
    region: 'منطقة مكة المكرمة',
    neighborhoods: ['حي الصفا', 'حي الروضة', 'حي السلامة', 'حي الزهراء', 'حي النعيم', 'حي المروة', 'حي الشاطئ', 'حي الحمراء', 'حي البوادي', 'حي الفيصلية'],
  },
  makkah: {
    city: 'مكة المكرمة',
    region: 'منطقة مكة المكرمة',
    neighborhoods: ['حي العزيزية', 'حي الشوقية', 'حي النسيم', 'حي الزاهر', 'حي الرصيفة', 'حي العوالي', 'حي الشرائع', 'حي الكعكية'],
  },
  madinah: {
    city: 'المدينة المنورة',
    region: 'منطقة المدينة المنورة',
    neighborhoods: ['حي قباء', 'حي العوالي', 'حي العزيزية', 'حي الإسكان', 'حي شوران', 'حي سلطانة', 'حي الدفاع', 'حي الحرة الشرقية'],
  },
  dammam: {
    city: 'الدمام',
    region: 'المنطقة الشرقية',
    neighborhoods: ['حي الفيصلية', 'حي الشاطئ', 'حي الريان', 'حي النور', 'حي الفيحاء', 'حي طيبة', 'حي المزروعية', 'حي الجلوية'],
  },
  buraydah: {
    city: 'بريدة',
    region: 'منطقة القصيم',
    neighborhoods: ['حي الريان', 'حي الصفراء', 'حي الخليج', 'حي الإسكان', 'حي النهضة', 'حي الفايزية'],
  },
  taif: {
    city: 'الطائف',
    region: 'منطقة مكة المكرمة',
    neighborhoods: ['حي الشهداء', 'حي الحوية', 'حي القمرية', 'حي شهار', 'حي الوسام', 'حي الفيصلية'],
  },
  abha: {
    city: 'أبها',
    region: 'منطقة عسير',
    neighborhoods: ['حي المنسك', 'حي الخالدية', 'حي الموظفين', 'حي السد', 'حي المحالة', 'حي النصب'],
  },
  tabuk: {
    city: 'تبوك',
    region: 'منطقة تبوك',
    neighborhoods: ['حي المروج', 'حي السليمانية', 'حي الفيصلية', 'حي الريان', 'حي المصيف', 'حي الورود'],
  },
  hail: {
    city: 'حائل',
    region: 'منطقة حائل',
    neighborhoods: ['حي السمراء', 'حي المنتزه', 'حي النقرة', 'حي الوسيطاء', 'حي صبابة', 'حي البادية'],
  },
  hofuf: {
    city: 'الهفوف',
    region: 'المنطقة الشرقية',
    neighborhoods: ['حي المزروع', 'حي الخالدية', 'حي الكوت', 'حي الرفعة', 'حي النعاثل', 'حي محاسن'],
  },
} as const;

export type CityKey = keyof typeof CITIES;

export const SPECIALIZATIONS = ['القراءات', 'التجويد', 'الدراسات القرآنية', 'الشريعة', 'أصول الدين', 'اللغة العربية', 'التفسير وعلوم القرآن'];

export const QUALIFICATIONS = [
  'بكالوريوس الشريعة - جامعة الإمام محمد بن سعود الإسلامية',
  'بكالوريوس الدراسات القرآنية - جامعة الملك سعود',
  'ماجستير القراءات - جامعة أم القرى',
  'إجازة في رواية حفص عن عاصم بالسند المتصل',
  'بكالوريوس اللغة العربية - جامعة الملك عبدالعزيز',
  'دبلوم تعليم القرآن الكريم - الجمعية الخيرية لتحفيظ القرآن الكريم',
  'حافظ للقرآن الكريم كاملاً مع إجازة في الشاطبية',
];
