import { HttpStatus } from '@nestjs/common';
import { MESSAGES } from '#common';
import { ApiError } from './api-error.js';

describe('ApiError.field', () => {
  it("answers 400 with the field's sentence as the error and as the field's detail", () => {
    const error = ApiError.field('points_date', MESSAGES.validation.invalidDate);
    expect(error.getStatus()).toBe(400);
    expect(error.getResponse()).toEqual({ error: MESSAGES.validation.invalidDate, details: [{ path: 'points_date', msg: MESSAGES.validation.invalidDate }] });
  });

  it('takes another status for a refusal that is not bad input', () => {
    const error = ApiError.field('email', MESSAGES.profile.emailTaken, HttpStatus.CONFLICT);
    expect(error.getStatus()).toBe(409);
    expect(error.getResponse()).toEqual({ error: MESSAGES.profile.emailTaken, details: [{ path: 'email', msg: MESSAGES.profile.emailTaken }] });
  });
});
