import { changePasswordBody, subuserRegisterBody } from '@lar/contracts/auth';
import { describe, expect, it } from 'vitest';
import type { Translator } from '../src/lib/error-message.ts';
import { issueMessage, validateWithSchema } from '../src/lib/validation.ts';

/** Returns the key itself (with values) so the tests see which message was chosen. */
const keys: Translator = {
  t: (key, options) => (options && Object.keys(options).length ? `${key}${JSON.stringify(options)}` : key),
  exists: (key) => key.startsWith('validation.'),
};

describe('validateWithSchema', () => {
  it('maps the shared sub-user schema to translated messages per field', () => {
    const errors = validateWithSchema(
      subuserRegisterBody,
      { username: 'a b', email: 'not-an-email', password: 'short' },
      keys,
      { username: { invalid_format: 'validation.username_format' } },
    );
    expect(errors).toEqual({
      username: 'validation.username_format',
      email: 'validation.invalid_email',
      password: 'validation.password_too_short',
    });
  });

  it('says which fields are required and which password is too common', () => {
    expect(validateWithSchema(subuserRegisterBody, { username: '', email: '', password: '' }, keys)).toEqual({
      username: 'validation.too_small_min{"minimum":3}',
      email: 'validation.invalid_email',
      password: 'validation.password_too_short',
    });
    expect(
      validateWithSchema(changePasswordBody, { current_password: '', new_password: 'password123' }, keys),
    ).toEqual({ current_password: 'validation.required', new_password: 'validation.password_common' });
  });

  it('returns nothing for valid input', () => {
    expect(
      validateWithSchema(
        subuserRegisterBody,
        { username: 'maria.s', email: 'maria@example.com', password: 'Harbor-Lights-42' },
        keys,
      ),
    ).toEqual({});
  });
});

describe('issueMessage', () => {
  it('covers the generic zod issue codes', () => {
    expect(issueMessage({ code: 'too_big', path: [], message: '', maximum: 150 })).toEqual({
      key: 'validation.too_big_max',
      values: { maximum: 150 },
    });
    expect(issueMessage({ code: 'invalid_type', path: [], message: '', input: undefined })).toEqual({
      key: 'validation.required',
    });
    expect(issueMessage({ code: 'unrecognized_keys', path: [], message: '' })).toEqual({
      key: 'validation.unrecognized_keys',
    });
  });
});
