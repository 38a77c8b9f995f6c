import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../src/i18n/locales/en.json';
import { ApiError } from '../src/lib/api.ts';
import { apiErrorMessage, fieldErrorMap, type Translator } from '../src/lib/error-message.ts';

const i18n = i18next.createInstance();
let translator: Translator;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { common: en, subusers: { registerError: 'Error registering sub-user' } } },
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
  });
  translator = { t: (key, options) => i18n.t(key, options), exists: (key) => i18n.exists(key) };
});

describe('apiErrorMessage', () => {
  it('translates by error code', () => {
    expect(apiErrorMessage(new ApiError(409, 'VERSION_CONFLICT', 'stale'), translator)).toBe(
      en.errors.VERSION_CONFLICT,
    );
    expect(apiErrorMessage(new ApiError(429, 'RATE_LIMITED'), translator)).toBe(en.errors.RATE_LIMITED);
  });

  it('prefers the screen-specific text for a code', () => {
    const error = new ApiError(409, 'DUPLICATE', 'exists');
    expect(apiErrorMessage(error, translator, { byCode: { DUPLICATE: 'subusers:registerError' } })).toBe(
      'Error registering sub-user',
    );
  });

  it('falls back to the server detail for an unknown code, then to the screen text', () => {
    expect(apiErrorMessage(new ApiError(418, 'TEAPOT', 'No coffee here'), translator)).toBe('No coffee here');
    expect(
      apiErrorMessage(new ApiError(400, 'BAD_RESPONSE'), translator, {
        fallbackKey: 'subusers:registerError',
      }),
    ).toBe('Error registering sub-user');
  });

  it('never shows the detail of a server fault', () => {
    const message = apiErrorMessage(
      new ApiError(500, 'INTERNAL', 'relation "users" does not exist'),
      translator,
    );
    expect(message).toBe(en.errors.INTERNAL);
    expect(apiErrorMessage(new ApiError(503, 'WHATEVER', 'pool exhausted'), translator)).toBe(
      en.errors.INTERNAL,
    );
  });

  it('explains an unreachable server and non-API errors', () => {
    expect(apiErrorMessage(new ApiError(0, 'NETWORK'), translator)).toBe(en.errors.NETWORK);
    expect(apiErrorMessage(new Error('x'), translator)).toBe(en.errors.INTERNAL);
  });
});

describe('fieldErrorMap', () => {
  it('translates known field codes and keeps the server words for the others', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', [
      { field: 'new_password', code: 'password_common', message: 'too common' },
      { field: 'current_password', code: 'invalid_current_password', message: 'wrong' },
      { field: 'email', code: 'odd_rule', message: 'Server says no' },
      { field: 'email', code: 'invalid_format', message: 'second error for the same field' },
    ]);
    expect(fieldErrorMap(error, translator)).toEqual({
      new_password: en.validation.password_common,
      current_password: en.validation.invalid_current_password,
      email: 'Server says no',
    });
  });
});
