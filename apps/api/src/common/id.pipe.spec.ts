import { MESSAGES } from '#common';
import { ApiError } from './api-error.js';
import { idPipe, MAX_ID, nationalIdPipe } from './id.pipe.js';

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

describe('nationalIdPipe', () => {
  it('passes a 10-digit national ID through unchanged', () => {
    expect(nationalIdPipe.transform('1234567890')).toBe('1234567890');
  });

  test.each(['123456789', '12345678901', ' 1234567890', '1234567890 ', '12345abcde', '١٢٣٤٥٦٧٨٩٠', ''])("answers %j with the users' 404", (value) => {
    let failure: unknown;
    try {
      nationalIdPipe.transform(value);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).getStatus()).toBe(404);
    expect((failure as ApiError).getResponse()).toEqual({ error: MESSAGES.users.notFound });
  });
});
