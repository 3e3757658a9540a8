import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { matchesSearch } from '../../apps/api/src/database/search.js';
import { createUser, nationalId } from './factories.js';
import { ADMIN, bearer, startApp, type TestApp } from './harness.js';

// Arabic-normalised search: users.search_text is kept on write by the search-text subscriber and matched by
// matchesSearch, on SQLite and MySQL alike.

describe('Arabic-normalised search on users.search_text', () => {
  let t: TestApp;
  let ahmed: User;
  let abdullah: User;
  let fatima: User;

  beforeAll(async () => {
    t = await startApp('search');
    ahmed = await createUser(t.ds, { role: 'student', first_name: 'أحمد' });
    abdullah = await createUser(t.ds, { role: 'teacher', first_name: 'عبد الله' });
    fatima = await createUser(t.ds, { role: 'parent', first_name: 'فاطمة' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** IDs of the users (besides the platform admin) whose search text matches `query`, through the helper. */
  const search = async (query: string) => {
    const qb = t.ds.getRepository(User).createQueryBuilder('u').select('u.id', 'id').where('u.role <> :admin', { admin: 'admin' });
    const rows: { id: string }[] = await matchesSearch(qb, 'u', query).orderBy('u.id').getRawMany();
    return rows.map((row) => row.id);
  };
  const storedText = async (id: string) =>
    (await t.ds.getRepository(User).createQueryBuilder('u').select('u.search_text', 'text').where('u.id = :id', { id }).getRawOne<{ text: string }>())?.text;

  test('the text kept on insert is the normalised names, ID, e-mail and phone', async () => {
    expect(await storedText(ahmed.id)).toBe(`احمد محمد علي الزهراني ${ahmed.id} person@example.com 0512345678`);
    expect(await storedText(abdullah.id)).toBe(`عبدالله محمد علي الزهراني ${abdullah.id} person@example.com 0512345678`);
  });

  test('"احمد" finds "أحمد", and "فاطمه" finds "فاطمة"', async () => {
    expect(await search('احمد')).toEqual([ahmed.id]);
    expect(await search('أحمد')).toEqual([ahmed.id]);
    expect(await search('أَحْمَد')).toEqual([ahmed.id]);
    expect(await search('فاطمه')).toEqual([fatima.id]);
  });

  test('"عبدالله" finds "عبد الله" and the other way round', async () => {
    expect(await search('عبدالله')).toEqual([abdullah.id]);
    expect(await search('عبد الله')).toEqual([abdullah.id]);
  });

  test('every word must match, in any order', async () => {
    expect(await search('الزهراني احمد')).toEqual([ahmed.id]);
    expect(await search('احمد الغامدي')).toEqual([]);
  });

  test('national IDs in Arabic-Indic digits, e-mails in capitals and phone fragments match', async () => {
    const arabicDigits = fatima.id.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(await search(arabicDigits)).toEqual([fatima.id]);
    expect(await search('PERSON@EXAMPLE')).toHaveLength(3);
    expect(await search('٠٥١٢')).toHaveLength(3);
  });

  test('LIKE wildcards in the query are taken literally; an empty query filters nothing', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('!')).toEqual([]);
    expect(await search('   ')).toHaveLength(3);
    expect(await search('ًّ')).toHaveLength(3);
  });

  test('plain-object inserts, bulk inserts and save() updates keep the text', async () => {
    const repo = t.ds.getRepository(User);
    const [a, b] = [nationalId(), nationalId()];
    await repo.insert([
      { id: a, first_name: 'إبراهيم', last_name: 'القحطاني', role: 'student', password_hash: 'x' },
      { id: b, first_name: 'مصطفى', last_name: 'الشهري', role: 'student', password_hash: 'x', email: 'M@X.SA' },
    ]);
    expect(await storedText(a)).toBe(`ابراهيم القحطاني ${a}`);
    expect(await storedText(b)).toBe(`مصطفي الشهري ${b} m@x.sa`);

    // A partial save: the stored fields fill in what was not sent.
    await repo.save({ id: a, last_name: 'العسيري' });
    expect(await storedText(a)).toBe(`ابراهيم العسيري ${a}`);
    expect(await search('العسيري')).toEqual([a]);
    expect(await search('القحطاني')).toEqual([]);

    // A whole loaded entity, saved after a change.
    const loaded = await repo.findOneByOrFail({ id: b });
    loaded.phone = '0559876543';
    await repo.save(loaded);
    expect(await storedText(b)).toBe(`مصطفي الشهري ${b} m@x.sa 0559876543`);
  });

  test('update() without a searched field keeps the text; with some of them it refuses rather than go stale', async () => {
    const repo = t.ds.getRepository(User);
    await repo.update({ id: fatima.id }, { is_active: false });
    expect(await storedText(fatima.id)).toBe(`فاطمه محمد علي الزهراني ${fatima.id} person@example.com 0512345678`);
    await expect(repo.update({ id: fatima.id }, { first_name: 'نورة' })).rejects.toThrow(/search_text.*save\(\)/);
    expect(await search('نوره')).toEqual([]);
  });

  test('an approval through the API (an update of the status) leaves the text as it was', async () => {
    const pending = await createUser(t.ds, { role: 'teacher', first_name: 'سُلَيْمان', is_active: false, account_status: 'pending_activation' });
    const admin = await t.login(ADMIN.id, ADMIN.password);
    await t.http().post(`/api/users/${pending.id}/approve`).set(bearer(admin)).expect(200);
    expect(await search('سليمان')).toEqual([pending.id]);
  });

  test('a self-registration through the API is searchable at once', async () => {
    const id = nationalId();
    await t
      .http()
      .post('/api/students')
      .send({
        id,
        first_name: 'يوسف',
        second_name: 'عبد العزيز',
        third_name: 'مؤمن',
        last_name: 'آل سعود',
        password: 'secret1',
        school_level: 'الصف الأول المتوسط',
        date_of_birth: '2012-05-14',
        parent_id: null,
      })
      .expect(201);
    expect(await search('عبدالعزيز مومن')).toEqual([id]);
    expect(await search('ال سعود')).toEqual([id]);
  });
});
