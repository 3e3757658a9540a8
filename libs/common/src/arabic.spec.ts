import fc from 'fast-check';
import { matchesSearchText, normalizeArabic, searchTerms, toSearchText } from './arabic.js';

describe('normalizeArabic', () => {
  it('finds أحمد when searching احمد (the spec example)', () => {
    expect(normalizeArabic('أحمد')).toBe(normalizeArabic('احمد'));
    expect(normalizeArabic('أحمد')).toBe('احمد');
  });

  it('maps every alef form to a bare alef', () => {
    expect(normalizeArabic('أ إ آ ٱ ا')).toBe('ا ا ا ا ا');
    expect(normalizeArabic('إبراهيم')).toBe('ابراهيم');
    expect(normalizeArabic('آمنة')).toBe('امنه');
    expect(normalizeArabic('ٱلرَّحْمَٰن')).toBe('الرحمن');
  });

  it('maps teh marbuta to heh and alef maqsura to yeh', () => {
    expect(normalizeArabic('فاطمة')).toBe('فاطمه');
    expect(normalizeArabic('فاطمة')).toBe(normalizeArabic('فاطمه'));
    expect(normalizeArabic('مصطفى')).toBe('مصطفي');
    expect(normalizeArabic('موسى')).toBe(normalizeArabic('موسي'));
  });

  it('maps hamza seats to their base letter and keeps a standalone hamza', () => {
    expect(normalizeArabic('مؤمن')).toBe('مومن');
    expect(normalizeArabic('هانئ')).toBe('هاني');
    expect(normalizeArabic('عائشة')).toBe('عايشه');
    expect(normalizeArabic('علاء')).toBe('علاء');
  });

  it('maps Persian yeh and kaf', () => {
    expect(normalizeArabic('علی')).toBe('علي');
    expect(normalizeArabic('کریم')).toBe('كريم');
  });

  it('removes tashkeel, the superscript alef, Quranic marks and the tatweel', () => {
    expect(normalizeArabic('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeArabic('عَبْدُ ٱللَّهِ')).toBe('عبدالله');
    expect(normalizeArabic('هٰذا')).toBe('هذا');
    expect(normalizeArabic('مـحـمـد')).toBe('محمد');
    expect(normalizeArabic('ذَٰلِكَ ٱلْكِتَٰبُ لَا رَيْبَ ۛ فِيهِ ۛ')).toBe('ذلك الكتب لا ريب فيه');
  });

  it('composes decomposed hamza and madda before mapping them', () => {
    expect(normalizeArabic('\u0627\u0654حمد')).toBe('احمد');
    expect(normalizeArabic('\u0627\u0653منه')).toBe('امنه');
  });

  it('turns presentation forms into plain letters', () => {
    expect(normalizeArabic('\uFEFB')).toBe('لا');
    expect(normalizeArabic('\uFDF2')).toBe('الله');
  });

  it('turns Arabic-Indic and Persian digits into ASCII, mixed with ASCII ones', () => {
    expect(normalizeArabic('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeArabic('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeArabic('٠5۰١23٤٥۶7')).toBe('0501234567');
    expect(normalizeArabic('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(normalizeArabic('1٠٢۳4')).toBe('10234');
  });

  it('lower-cases Latin, keeps e-mails and punctuation', () => {
    expect(normalizeArabic('Ahmed.Zahrani@Example.COM')).toBe('ahmed.zahrani@example.com');
    expect(normalizeArabic('ＡＢＣ')).toBe('abc');
    expect(normalizeArabic('a_b%c+1')).toBe('a_b%c+1');
  });

  it('collapses every kind of white space and trims', () => {
    expect(normalizeArabic('  محمد \t\n  علي  ')).toBe('محمد علي');
    expect(normalizeArabic('محمد\u00A0\u2003علي')).toBe('محمد علي');
  });

  it('drops invisible format characters', () => {
    expect(normalizeArabic('\u200Fاحمد\u200C\u200D\u200B\uFEFF')).toBe('احمد');
  });

  it('joins عبد and أبو to the next word: عبدالله finds عبد الله (decided rule)', () => {
    expect(normalizeArabic('عبد الله')).toBe('عبدالله');
    expect(normalizeArabic('عبدالله')).toBe('عبدالله');
    expect(normalizeArabic('عبد   الرحمن')).toBe('عبدالرحمن');
    expect(normalizeArabic('محمد عبد العزيز')).toBe('محمد عبدالعزيز');
    expect(normalizeArabic('أبو بكر')).toBe('ابوبكر');
    expect(normalizeArabic('ابو عبد الله')).toBe('ابوعبدالله');
  });

  it('joins only the whole words عبد and ابو, not words that contain them, nor a trailing one', () => {
    expect(normalizeArabic('العبد الصالح')).toBe('العبد الصالح');
    expect(normalizeArabic('محمد عبد')).toBe('محمد عبد');
    expect(normalizeArabic('ابن باز')).toBe('ابن باز');
    expect(normalizeArabic('آل سعود')).toBe('ال سعود');
  });

  it('handles empty, blank and tashkeel-only input', () => {
    expect(normalizeArabic('')).toBe('');
    expect(normalizeArabic(null)).toBe('');
    expect(normalizeArabic(undefined)).toBe('');
    expect(normalizeArabic('   ')).toBe('');
    expect(normalizeArabic('ًٌٍَُِّْ')).toBe('');
    expect(normalizeArabic('ـــ')).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'أإآٱاةهىيؤئءعبدلهو ٠١٩۰۹09AZaz ًّـ\u200F'.split('')) }), (text) => {
        const once = normalizeArabic(text);
        expect(normalizeArabic(once)).toBe(once);
      }),
    );
  });
});

describe('searchTerms', () => {
  it('splits the normalised query into distinct words', () => {
    expect(searchTerms('  أحمد   الزهراني أحمد ')).toEqual(['احمد', 'الزهراني']);
    expect(searchTerms('عبد الله')).toEqual(['عبدالله']);
  });

  it('has no words for an empty or tashkeel-only query', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms(' ً ')).toEqual([]);
  });
});

describe('toSearchText', () => {
  it('joins the non-empty values, normalised', () => {
    expect(toSearchText(['أحمد', 'محمد', '', 'الزهراني', '1012345678', null, 'A@B.com', undefined, '٠٥١٢٣٤٥٦٧٨'])).toBe(
      'احمد محمد الزهراني 1012345678 a@b.com 0512345678',
    );
    expect(toSearchText([])).toBe('');
  });
});

describe('matchesSearchText', () => {
  const user = ['أحمد', 'عبد الله', 'علي', 'الزهراني', '1012345678', 'ahmed@example.com', '0512345678'];

  it('matches when every word of the query is found, in any order', () => {
    expect(matchesSearchText(user, 'احمد')).toBe(true);
    expect(matchesSearchText(user, 'الزهراني احمد')).toBe(true);
    expect(matchesSearchText(user, 'عبدالله')).toBe(true);
    expect(matchesSearchText(user, 'عبد الله')).toBe(true);
    expect(matchesSearchText(user, '١٠١٢٣')).toBe(true);
    expect(matchesSearchText(user, 'AHMED@')).toBe(true);
    expect(matchesSearchText(user, '0512')).toBe(true);
  });

  it('refuses when one word is missing', () => {
    expect(matchesSearchText(user, 'احمد الغامدي')).toBe(false);
    expect(matchesSearchText('فاطمة', 'فاطمي')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesSearchText(user, '')).toBe(true);
    expect(matchesSearchText('', '  ')).toBe(true);
  });
});
