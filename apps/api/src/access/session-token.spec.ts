import { bearerToken } from './session-token.js';

describe('bearerToken', () => {
  test('reads the token of a Bearer header, the scheme in any case', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer  abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('BEARER abc')).toBe('abc');
  });

  test('finds none without a header, with another scheme, or with no token after the scheme', () => {
    expect([undefined, '', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', 'abc.def.ghi'].map(bearerToken)).toEqual(Array(6).fill(undefined));
  });
});
