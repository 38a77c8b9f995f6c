import { occupancy } from '@lar/contracts/occupancies';
import { describe, expect, it } from 'vitest';
import {
  expectNotFound,
  expectRefused,
  json,
  sendAs,
  tableSnapshot,
  validationError,
} from '../helpers/test-app.ts';
import {
  type Cert,
  certificationsOf,
  draftOf,
  expectStatus,
  finalize,
  household,
  overIncomeHousehold,
  place,
  placement,
  unitIn,
  usePresidioGround,
} from './certification-fixtures.ts';

const { t, org, other, programs, ground } = usePresidioGround('certs');

/** A vacant 2BR at 60 % of Presidio County FY2026. */
const presidioUnit = () =>
  unitIn(t, org, ground.propertyId, '2BR', [{ program_id: programs.presidio.id, ami_percentage: 60 }]);

const post = (occupancyId: number, body: object, status = 201) =>
  expectStatus(t, org.adminToken, status, 'POST', `/api/occupancies/${occupancyId}/certifications`, body);
const put = (id: number, body: object, status = 200) =>
  expectStatus(t, org.adminToken, status, 'PUT', `/api/certifications/${id}`, body);
const get = (id: number) => expectStatus(t, org.adminToken, 200, 'GET', `/api/certifications/${id}`);
const draftBody = (cert: Cert, members: object[], extra: object = {}) => ({
  effective_date: cert.effective_date,
  members,
  tenant_rent: 1000,
  ...extra,
});

describe('the move-in draft of a new occupancy', () => {
  it('starts from the candidate on the start date, is finalizable as it is, and leaves the occupancy answer unchanged', async () => {
    const body = await placement(t, org, await presidioUnit(), '45240.00');
    const res = await sendAs(t, org.adminToken, 'POST', '/api/occupancies', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(json(res)).sort()).toEqual(Object.keys(occupancy.shape).sort());
    const occupancyId = json<{ id: number }>(res).id;
    const [draft, ...more] = await certificationsOf(t, org, occupancyId);
    expect(more).toEqual([]);
    expect(draft).toMatchObject({
      type: 'MOVE_IN',
      status: 'DRAFT',
      effective_date: '2026-06-01',
      household_size: 3,
      annual_income: 45240,
      tenant_rent: 1000,
      qualified: true,
      over_income: false,
      finalized_at: null,
    });
    const [head, second, third] = draft?.members ?? [];
    expect(head).toMatchObject({ relationship: 'HEAD', birth_date: '1980-05-01', disabled: true });
    expect(head?.income).toEqual({ employment: 0, social_security: 0, public_assistance: 0, other: 45240 });
    // Further members are empty, never made-up names, and finalizing waits for theirs.
    expect(second).toMatchObject({ name: '', relationship: 'OTHER_ADULT' });
    expect(third?.name).toBe('');
    expect(draft?.determination).toMatchObject({ income_limit: 45240, over_income_limit: 63336 });
    const unnamed = await sendAs(t, org.adminToken, 'POST', `/api/certifications/${draft?.id}/finalize`, {});
    expect(unnamed.statusCode).toBe(400);
    expect(json<{ errors: Array<{ field: string; code: string }> }>(unnamed).errors).toEqual([
      expect.objectContaining({ field: 'members.1.name', code: 'required' }),
    ]);
    const stillDraft = (await certificationsOf(t, org, occupancyId))[0];
    expect(stillDraft).toMatchObject({ status: 'DRAFT', version: draft?.version });

    // Named (the fixture fills in the empty names as a manager would), it finalizes.
    const done = await finalize(t, org, draft?.id ?? 0);
    expect(done).toMatchObject({ status: 'FINALIZED', finalized_by: org.adminUsername, qualified: true });
    expect(Date.parse(done.finalized_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const history = await expectStatus<Array<{ action: string }>>(
      t,
      org.adminToken,
      200,
      'GET',
      `/api/audit-log?entity=certification&entity_id=${done.id}`,
    );
    // Created, named, finalized.
    expect(history.map((h) => h.action).sort()).toEqual(['create', 'update', 'update']);
  });
});

describe('the determination', () => {
  it('Presidio 60 %, 3 people: an annual income of 63,336 is not over-income, 63,337 is', async () => {
    const { annual: at } = await overIncomeHousehold(t, org, await presidioUnit(), 63336);
    expect(at).toMatchObject({
      over_income: false,
      qualified: true,
      annual_income: 63336,
      household_size: 3,
    });
    expect(at.determination).toMatchObject({ income_limit: 45240, over_income_limit: 63336 });
    const { annual: over } = await overIncomeHousehold(t, org, await presidioUnit(), 63337);
    // The household stays qualified as its income grows; it is only marked over-income.
    expect(over).toMatchObject({ over_income: true, qualified: true, annual_income: 63337 });
  });

  it('at move-in, an income over the limit does not qualify', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '45240');
    const draft = await draftOf(t, org, occupancyId);
    const over = await put(draft.id, draftBody(draft, household([25241, 20000, 0])));
    expect(over).toMatchObject({ annual_income: 45241, qualified: false, over_income: false });
    expect(over.determination).toMatchObject({ income_eligible: false, income_limit: 45240 });
  });

  it('flags a household of full-time students unless an exception is recorded', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '30000');
    const draft = await draftOf(t, org, occupancyId);
    const students = household([10000, 10000, 0], { full_time_student: true });
    const flagged = await put(draft.id, draftBody(draft, students));
    expect(flagged.qualified).toBe(false);
    expect(flagged.determination.student_status).toBe('INELIGIBLE');
    const excepted = await put(draft.id, draftBody(draft, students, { student_exception: 'TANF' }));
    expect(excepted).toMatchObject({ qualified: true, student_exception: 'TANF' });
    expect(excepted.determination.student_status).toBe('EXCEPTION');
    const oneWorker = students.map((m, i) => (i === 0 ? { ...m, full_time_student: false } : m));
    const mixed = await put(draft.id, draftBody(draft, oneWorker));
    expect(mixed.qualified).toBe(true);
    expect(mixed.determination.student_status).toBe('NONE');
  });
});

describe('versions', () => {
  it('starts the annual draft from the last finalized one, on its anniversary; a correction supersedes and both are kept', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '40000');
    const moveIn = await finalize(t, org, (await draftOf(t, org, occupancyId)).id);
    const first = await post(occupancyId, { type: 'ANNUAL' });
    expect(first).toMatchObject({ effective_date: '2027-06-01', status: 'DRAFT', annual_income: 40000 });
    expect(first.members).toEqual(moveIn.members);
    const edited = await put(first.id, { ...draftBody(first, household([30000, 12000, 0])), version: 1 });
    const annualDone = await finalize(t, org, edited.id);

    // A stale version is refused.
    await post(occupancyId, { type: 'INTERIM' }).then((d) =>
      put(d.id, { ...draftBody(d, d.members), version: 9 }, 409),
    );
    await expectStatus(
      t,
      org.adminToken,
      204,
      'DELETE',
      `/api/certifications/${(await draftOf(t, org, occupancyId)).id}`,
    );

    // Only a finalized certification of the same type is corrected.
    await post(occupancyId, { type: 'INTERIM', supersedes_id: annualDone.id }, 400);
    const correction = await post(occupancyId, { type: 'ANNUAL', supersedes_id: annualDone.id });
    expect(correction).toMatchObject({
      supersedes_id: annualDone.id,
      effective_date: '2027-06-01',
      annual_income: 42000,
      status: 'DRAFT',
    });
    // A draft is not corrected, and the occupancy has its one draft already.
    await post(occupancyId, { type: 'ANNUAL', supersedes_id: correction.id }, 400);
    await post(occupancyId, { type: 'INTERIM' }, 409);
    expect((await get(annualDone.id)).superseded_by_id).toBeNull();
    const fixed = await finalize(
      t,
      org,
      (await put(correction.id, draftBody(correction, household([30000, 12500, 0])))).id,
    );

    const original = await get(annualDone.id);
    expect(original).toMatchObject({ status: 'FINALIZED', superseded_by_id: fixed.id, annual_income: 42000 });
    expect(original.version).toBe(annualDone.version);
    const all = await certificationsOf(t, org, occupancyId);
    expect(all.map((c) => c.id)).toEqual([fixed.id, annualDone.id, moveIn.id]);
    // A second correction of the corrected one is refused: the correction is corrected instead.
    await post(occupancyId, { type: 'ANNUAL', supersedes_id: annualDone.id }, 409);

    // The next annual draft starts from the correction, the current version.
    const next = await post(occupancyId, { type: 'ANNUAL' });
    expect(next).toMatchObject({ effective_date: '2028-06-01', annual_income: 42500, supersedes_id: null });
  });
});

describe('immutability', () => {
  it('refuses any change of a finalized certification with 409, and plain SQL too', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '40000');
    const done = await finalize(t, org, (await draftOf(t, org, occupancyId)).id);
    await expectRefused(t.database, 409, { code: 'CERTIFICATION_FINALIZED' }, [
      () => sendAs(t, org.adminToken, 'PUT', `/api/certifications/${done.id}`, draftBody(done, done.members)),
      () => sendAs(t, org.adminToken, 'POST', `/api/certifications/${done.id}/finalize`, {}),
      () => sendAs(t, org.adminToken, 'DELETE', `/api/certifications/${done.id}`),
    ]);
    await expect(
      t.database.query('UPDATE income_certifications SET annual_income = 1 WHERE id = $1', [done.id]),
    ).rejects.toThrow(/finalized/);
    expect((await get(done.id)).annual_income).toBe(40000);
  });

  it('keeps one draft per occupancy: a second one is refused with 409, a deleted one is gone', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '40000');
    const draft = await draftOf(t, org, occupancyId);
    await expectRefused(t.database, 409, { code: 'CONFLICT' }, [
      () =>
        sendAs(t, org.adminToken, 'POST', `/api/occupancies/${occupancyId}/certifications`, {
          type: 'INTERIM',
        }),
    ]);
    await expectStatus(t, org.adminToken, 204, 'DELETE', `/api/certifications/${draft.id}`);
    await expectStatus(t, org.adminToken, 404, 'GET', `/api/certifications/${draft.id}`);
    // With no finalized certification, the next draft starts from the tenant again.
    expect(await post(occupancyId, { type: 'MOVE_IN' })).toMatchObject({
      effective_date: '2026-06-01',
      annual_income: 40000,
    });
  });

  it('lets one of two concurrent new drafts win, the other refused with 409', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '40000');
    await finalize(t, org, (await draftOf(t, org, occupancyId)).id);
    const url = `/api/occupancies/${occupancyId}/certifications`;
    const answers = await Promise.all(
      ['INTERIM', 'ANNUAL'].map((type) => sendAs(t, org.adminToken, 'POST', url, { type })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await certificationsOf(t, org, occupancyId)).filter((c) => c.status === 'DRAFT')).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('answers bad input with 400 and changes nothing', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '40000');
    const draft = await draftOf(t, org, occupancyId);
    const url = `/api/certifications/${draft.id}`;
    const twoHeads = household([1, 2, 3]).map((m) => ({ ...m, relationship: 'HEAD' }));
    const before = await tableSnapshot(t.database);
    const refusals: Array<[string, 'POST' | 'PUT', object, object]> = [
      [
        `/api/occupancies/${occupancyId}/certifications`,
        'POST',
        { type: 'YEARLY' },
        { code: 'VALIDATION_FAILED' },
      ],
      [
        `/api/occupancies/${occupancyId}/certifications`,
        'POST',
        { type: 'INTERIM', members: twoHeads },
        validationError('members', 'one_head_of_household'),
      ],
      [
        `/api/occupancies/${occupancyId}/certifications`,
        'POST',
        // Born after the move-in's effective date (1 June 2026), yet in the past.
        { type: 'MOVE_IN', members: household([1, 2, 3]).map((m) => ({ ...m, birth_date: '2026-09-01' })) },
        validationError('members.0.birth_date', 'birth_date_after_effective_date'),
      ],
      [
        `/api/occupancies/${occupancyId}/certifications`,
        'POST',
        { type: 'MOVE_IN', members: household([1, 2, 3]).map((m) => ({ ...m, birth_date: '2999-01-01' })) },
        validationError('members.0.birth_date', 'birth_date_future'),
      ],
      [
        `/api/occupancies/${occupancyId}/certifications`,
        'POST',
        { type: 'ANNUAL', supersedes_id: draft.id },
        validationError('supersedes_id', 'not_finalized'),
      ],
      [
        `/api/occupancies/${occupancyId}/certifications`,
        'POST',
        { type: 'ANNUAL', surprise: 1 },
        { code: 'VALIDATION_FAILED' },
      ],
      [url, 'PUT', draftBody(draft, []), { code: 'VALIDATION_FAILED' }],
      [
        url,
        'PUT',
        draftBody(draft, household([1, 2, 3]), { tenant_rent: -5 }),
        { code: 'VALIDATION_FAILED' },
      ],
      [url, 'PUT', draftBody(draft, household([0.001, 2, 3])), { code: 'VALIDATION_FAILED' }],
      [
        url,
        'PUT',
        draftBody(draft, household([1, 2, 3]), { effective_date: '2026-02-30' }),
        { code: 'VALIDATION_FAILED' },
      ],
      [
        url,
        'PUT',
        draftBody(draft, household([1, 2, 3]), { student_exception: 'RICH_PARENTS' }),
        { code: 'VALIDATION_FAILED' },
      ],
    ];
    for (const [path, method, body, expected] of refusals) {
      const res = await sendAs(t, org.adminToken, method, path, body);
      expect(res.statusCode, `${method} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(json(res)).toMatchObject(expected);
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('answers 404 to another organization on every route, and changes nothing', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '40000');
    const draft = await draftOf(t, org, occupancyId);
    const as = other.adminToken;
    await expectNotFound(t.database, [
      () => sendAs(t, as, 'GET', `/api/occupancies/${occupancyId}/certifications`),
      () => sendAs(t, as, 'POST', `/api/occupancies/${occupancyId}/certifications`, { type: 'INTERIM' }),
      () => sendAs(t, as, 'GET', `/api/certifications/${draft.id}`),
      () => sendAs(t, as, 'PUT', `/api/certifications/${draft.id}`, draftBody(draft, household([1, 2, 3]))),
      () => sendAs(t, as, 'POST', `/api/certifications/${draft.id}/finalize`, {}),
      () => sendAs(t, as, 'DELETE', `/api/certifications/${draft.id}`),
    ]);
    expect((await get(draft.id)).status).toBe('DRAFT');
  });
});
