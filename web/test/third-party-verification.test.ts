import {
  residentVerificationRequestBody,
  verificationCompleteBody,
} from '@lar/contracts/third-party-verification';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  linkErrorKey,
  memberOfChoice,
  memberValue,
  openVerification,
  tokenOfHash,
} from '../src/features/third-party-verification/api.ts';
import {
  errorsOfIssues,
  errorsOfServer,
} from '../src/features/third-party-verification/components/field-errors.ts';
import { ApiError } from '../src/lib/api.ts';

/** The third party's page (decision 079): the token from the address's `#`, sent in a body only. */

const TOKEN = 'a'.repeat(43);

afterEach(() => vi.unstubAllGlobals());

describe('the verification link', () => {
  it('reads the token after # and nothing else', () => {
    expect(tokenOfHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenOfHash('#token=short')).toBeNull();
    expect(tokenOfHash('')).toBeNull();
  });

  it('sends the token in the body of a POST, never in the address', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ member_name: 'A', property_name: 'P', kind: 'EMPLOYMENT', language: 'pt' }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    await openVerification(TOKEN);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/verifications/open');
    expect(url).not.toContain(TOKEN);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  });

  it('tells a refused link, a completed one and too many tries apart from a failure', () => {
    expect(linkErrorKey(new ApiError(404, 'NOT_FOUND'))).toBe('verify.invalid');
    expect(linkErrorKey(new ApiError(409, 'CONFLICT'))).toBe('verify.alreadyDone');
    expect(linkErrorKey(new ApiError(429, 'RATE_LIMITED'))).toBe('verify.tooMany');
    expect(linkErrorKey(new Error('x'))).toBe('verify.failed');
  });
});

describe('the form errors', () => {
  it("names each wrong field with the text of what it holds, from the shared schema's issues", () => {
    const parsed = verificationCompleteBody.safeParse({
      token: TOKEN,
      answers: {
        kind: 'EMPLOYMENT',
        employer: '',
        position: 'Baker',
        start_date: '2021-02-30',
        pay_rate: '18.555',
        pay_frequency: 'HOURLY',
        average_hours: '200',
      },
      signer_name: '',
      attest: false,
    });
    expect(parsed.success).toBe(false);
    expect(errorsOfIssues(parsed.error?.issues ?? [])).toEqual({
      employer: 'verify.errors.required',
      start_date: 'verify.errors.date',
      pay_rate: 'verify.errors.money',
      average_hours: 'verify.errors.hours',
      signer_name: 'verify.errors.required',
      attest: 'verify.errors.attest',
    });
  });

  it("maps the server's field errors the same way", () => {
    expect(
      errorsOfServer([
        { field: 'answers.overtime_hours', code: 'overtime_incomplete', message: 'x' },
        { field: 'answers.amount', code: 'custom', message: 'x' },
      ]),
    ).toEqual({ overtime_hours: 'verify.errors.overtime', amount: 'verify.errors.money' });
  });
});

describe("the resident's member picker (decision 079)", () => {
  const NEW = '44444444-4444-4444-8444-444444444444';
  const HEAD = '55555555-5555-4555-8555-555555555555';
  const fields = {
    kind: 'EMPLOYMENT',
    third_party_name: 'Acme',
    third_party_email: 'hr@acme.example.com',
    language: 'en',
  };

  it("names a questionnaire's member by member_key, one joined this year included, else by its place", () => {
    const answered = [
      { member_index: 0, member_key: HEAD, name: 'Ana' },
      { member_index: null, member_key: NEW, name: 'Duda' },
    ];
    expect(answered.map(memberValue)).toEqual([HEAD, NEW]);
    expect(memberOfChoice(answered, NEW)).toEqual({ member_key: NEW });
    expect(memberOfChoice(answered, HEAD)).toEqual({ member_key: HEAD });
    const inForce = [{ member_index: 1, member_key: null, name: 'Bruno' }];
    expect(memberOfChoice(inForce, '1')).toEqual({ member_index: 1 });
    expect(residentVerificationRequestBody.safeParse({ ...fields, member_key: NEW }).success).toBe(true);
    expect(residentVerificationRequestBody.safeParse({ ...fields, member_index: 1 }).success).toBe(true);
    // Nothing picked, both ways, or neither: refused before sending.
    expect(
      residentVerificationRequestBody.safeParse({ ...fields, ...memberOfChoice(inForce, '') }).success,
    ).toBe(false);
    expect(
      residentVerificationRequestBody.safeParse({ ...fields, member_key: NEW, member_index: 0 }).success,
    ).toBe(false);
    expect(residentVerificationRequestBody.safeParse(fields).success).toBe(false);
  });
});
