import { MESSAGES } from '#common';
import { ApiError } from './api-error.js';
import { idPipe, MAX_ID } from './id.pipe.js';

describe('idPipe', () => {
  it('turns a canonical decimal id into a number', () => {
    expect(idPipe.transform('1')).toBe(1);
    expect(idPipe.transform('90210')).toBe(90210);
    expect(idPipe.transform(String(MAX_ID))).toBe(MAX_ID);
  });

  test.each(['0', '-1', '00', '01', '+1', ' 1', '1 ', '1e0', '1.0', '0x10', '0b1', '1_000', 'abc', '', '١', String(MAX_ID + 1), '99999999999999999999'])(
    'answers %j with the 404 of an id that names nothing',
    (value) => {
      expect(() => idPipe.transform(value)).toThrow(ApiError);
      try {
        idPipe.transform(value);
      } catch (error) {
        expect((error as ApiError).getStatus()).toBe(404);
        expect((error as ApiError).getResponse()).toEqual({ error: MESSAGES.errors.notFound });
      }
    },
  );
});
