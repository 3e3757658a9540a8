import { LIMITS, MESSAGES } from '#common';
import { MailOutbox } from '../../apps/api/src/mail/entities/mail-outbox.entity.js';
import { MailService } from '../../apps/api/src/mail/mail.service.js';
import { PasswordResetRequest } from '../../apps/api/src/password-reset/entities/password-reset-request.entity.js';
import { createUser } from './factories.js';
import { MailCatcher, resetTokenIn as tokenIn } from '../support/mail-catcher.js';
import { bearer, expectErrorShape, expectInvalid, startApp, type TestApp } from './harness.js';

// "Forgot password" over real HTTP with a real SMTP server on a local port: the neutral answer, the mail received
// and its link followed, the link single-use and valid 30 minutes, older links void and sessions ended after a
// reset, and the throttle per identifier.

describe('forgot password', () => {
  let t: TestApp;
  const mail = new MailCatcher();

  beforeAll(async () => {
    // Behind one proxy: each test's requests come from the addresses it names (X-Forwarded-For), as the throttle counts them.
    t = await startApp('password-reset', { SMTP_URL: await mail.start(), PUBLIC_URL: 'http://halaqat.test', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  const nextMail = (to: string) => mail.next(to);
  const ask = (identifier: string, from = '10.0.0.1') => t.http().post('/api/forgot-password/request').set('X-Forwarded-For', from).send({ identifier });
  const verify = (token: string) => t.http().post('/api/forgot-password/verify-token').send({ token });
  const reset = (token: string, newPassword: string) => t.http().post('/api/forgot-password/reset').send({ token, newPassword, confirmPassword: newPassword });

  test('a request by national ID mails a link that verifies, sets a new password once, and ends the old sessions', async () => {
    const user = await createUser(t.ds, { role: 'teacher', first_name: 'سلمان', email: 'salman@example.com' });
    const oldToken = await t.login(user.id, user.password);
    const res = await ask(user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.passwordReset.sent });

    const received = await nextMail('salman@example.com');
    expect(received.text).toContain('http://halaqat.test/reset-password?token=');
    expect(received.text).toContain('سلمان');
    const token = tokenIn(received);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Only a hash of the token is stored, never the token itself.
    const stored = await t.ds.getRepository(PasswordResetRequest).findOneByOrFail({ user_id: user.id });
    expect(stored.token_hash).not.toContain(token);

    const checked = await verify(token);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ valid: true, user: { name: 'سلمان محمد علي الزهراني', email: 's***@example.com' } });

    const weak = await reset(token, 'abcdefg');
    expectInvalid(weak, 'newPassword', MESSAGES.passwords.weak);
    const done = await reset(token, 'NewPass2026');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: MESSAGES.passwordReset.done });

    // The new password signs in, the old one does not, the session from before is over, and the link is used up.
    await t.login(user.id, 'NewPass2026');
    expect((await t.http().post('/api/auth/login').send({ id: user.id, password: user.password })).status).toBe(401);
    expect((await t.http().get('/api/auth/me').set(bearer(oldToken))).status).toBe(401);
    for (const again of [await verify(token), await reset(token, 'Another2026')]) {
      expect(again.status).toBe(400);
      expect(again.body.error).toBe(MESSAGES.passwordReset.invalidToken);
    }
  });

  test('the answer is the same for an unknown e-mail and ID, and nothing is mailed', async () => {
    const before = await t.ds.getRepository(MailOutbox).count();
    for (const identifier of ['nobody@example.com', '1999999990']) {
      const res = await ask(identifier, '10.0.0.2');
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: MESSAGES.passwordReset.sent } });
    }
    // Mail leaves after the answer: once the queue is idle, whatever these requests sent is in the outbox.
    await t.app.get(MailService).idle();
    expect(await t.ds.getRepository(MailOutbox).count()).toBe(before);
    expect(mail.kept.filter((kept) => kept.to === 'nobody@example.com')).toEqual([]);
  });

  test("an e-mail shared by a family mails each account its own link; using one voids none of the others' but all of its own", async () => {
    const parent = await createUser(t.ds, { role: 'parent', first_name: 'يوسف', email: 'Family@Example.com' });
    const child = await createUser(t.ds, { role: 'student', first_name: 'أنس', email: 'family@example.com' });
    expect((await ask('FAMILY@example.com', '10.0.0.3')).status).toBe(200);
    const first = await nextMail('family@example.com');
    const second = await nextMail('family@example.com');
    const byName = (name: string) => [first, second].find((received) => received.text.includes(name))!;
    const parentToken = tokenIn(byName('يوسف'));
    const childToken = tokenIn(byName('أنس'));
    // A second request for the child: the older link of the child goes when the newer one is used.
    expect((await ask(child.id, '10.0.0.3')).status).toBe(200);
    const newer = tokenIn(await nextMail('family@example.com'));
    expect((await reset(newer, 'Child2026pw')).status).toBe(200);
    expect((await verify(childToken)).status).toBe(400);
    expect((await verify(parentToken)).status).toBe(200);
    await t.login(parent.id, parent.password);
  });

  test('a link older than 30 minutes is refused', async () => {
    const user = await createUser(t.ds, { role: 'supervisor', email: 'late@example.com' });
    expect((await ask(user.id, '10.0.0.4')).status).toBe(200);
    const token = tokenIn(await nextMail('late@example.com'));
    await t.ds.getRepository(PasswordResetRequest).update({ user_id: user.id }, { expires_at: new Date(Date.now() - 1000) });
    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.passwordReset.invalidToken);
    expect((await reset(token, 'Late2026pw')).status).toBe(400);
    await t.login(user.id, user.password);
  });

  test(`more than ${LIMITS.passwordReset.perIdentifier} requests for one identifier in ${LIMITS.passwordReset.windowMinutes} minutes wait, account or not`, async () => {
    for (const identifier of ['throttled@example.com', '1888888880']) {
      for (let i = 0; i < LIMITS.passwordReset.perIdentifier; i++) expect((await ask(identifier, `10.1.0.${i}`)).status).toBe(200);
      const res = await ask(identifier, '10.1.0.99');
      expect(res.status).toBe(429);
      expectErrorShape(res.body);
      expect(res.body.error).toBe(MESSAGES.passwordReset.tooMany(LIMITS.passwordReset.windowMinutes));
      const seconds = Number(res.headers['retry-after']);
      expect(Number.isInteger(seconds) && seconds > 0 && seconds <= LIMITS.passwordReset.windowMinutes * 60).toBe(true);
    }
  });

  test("bad input is a 400 with the spec's sentences", async () => {
    expectInvalid(await ask('not an id'), 'identifier', MESSAGES.passwordReset.identifier);
    expectInvalid(await t.http().post('/api/forgot-password/request').send({}), 'identifier', MESSAGES.passwordReset.identifier);
    expectInvalid(await verify(''), 'token', MESSAGES.passwordReset.invalidToken);
    const unknown = await verify('no-such-token');
    expect({ status: unknown.status, error: unknown.body.error }).toEqual({ status: 400, error: MESSAGES.passwordReset.invalidToken });
    const mismatch = await t.http().post('/api/forgot-password/reset').send({ token: 'x', newPassword: 'Abcdef12', confirmPassword: 'Abcdef13' });
    expectInvalid(mismatch, 'confirmPassword', MESSAGES.passwords.mismatch);
  });
});

// The default set-up: SQLite and no SMTP server, where each mail is logged and kept in the outbox. An e-mail shared by
// several accounts once stopped the whole server: their mails were written at once, unawaited, on SQLite's one query
// runner, and the audit trail's failure escaped as an unhandled rejection.
describe('forgot password without an SMTP server', () => {
  let t: TestApp;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    t = await startApp('password-reset-log');
  });
  afterAll(async () => {
    await t.close();
    process.off('unhandledRejection', onUnhandled);
  });

  test('an e-mail several accounts share: 200, every mail kept in its final state, the server answers on, nothing unhandled', async () => {
    const outbox = t.ds.getRepository(MailOutbox);
    const names = ['يوسف', 'أنس', 'مريم', 'عائشة', 'عمر'];
    for (const first_name of names) await createUser(t.ds, { role: 'student', first_name, email: 'household@example.com' });
    // Each request races its mails again (at most this many requests per identifier in the throttle's window).
    for (let round = 1; round <= LIMITS.passwordReset.perIdentifier; round++) {
      const res = await t.http().post('/api/forgot-password/request').send({ identifier: 'household@example.com' });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: MESSAGES.passwordReset.sent } });
      const settled = async () => (await outbox.findBy({ recipient: 'household@example.com' })).filter((row) => row.sent_at !== null || row.error !== null);
      // The mail goes out after the answer: wait for the queue to empty, then every row must be in its final state.
      await t.app.get(MailService).idle();
      expect(await settled()).toHaveLength(names.length * round);
      const rows = await outbox.findBy({ recipient: 'household@example.com' });
      expect(rows).toHaveLength(names.length * round);
      expect(rows.every((row) => row.transport === 'log' && row.sent_at !== null && row.error === null)).toBe(true);
      expect(names.every((name) => rows.filter((row) => row.secret_text.includes(name)).length === round)).toBe(true);
      expect((await t.http().get('/api/health')).status).toBe(200);
    }
    expect(unhandled).toEqual([]);
  });
});
