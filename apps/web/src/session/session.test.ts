import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../test/render';
import { session } from './session';

afterEach(() => session.clear());

describe('the session', () => {
  it('takes a fresher copy of the signed-in user', () => {
    session.signIn('token-a', makeUser({ id: '1000000001', phone: '0500000001' }));
    session.setUser(makeUser({ id: '1000000001', phone: '0511111111' }), 'token-a');
    expect(session.get().user?.phone).toBe('0511111111');
  });

  it('drops an answer that arrives after the session changed: another sign-in, another person, or none', () => {
    const teacher = makeUser({ id: '1000000001', role: 'teacher', user_type: 'teacher' });
    session.signIn('token-b', teacher);
    session.setUser(makeUser({ id: '1000000001', role: 'student', user_type: 'student' }), 'token-a');
    session.setUser(makeUser({ id: '1000000002', role: 'admin' }), 'token-b');
    expect(session.get()).toEqual({ token: 'token-b', user: teacher });
    session.clear();
    session.setUser(teacher, 'token-b');
    expect(session.get()).toEqual({ token: null, user: null });
  });
});
