import type { AmiLevelDraft } from '@lar/contracts/ami-levels';
import type { GovProgram } from '@lar/contracts/programs';
import { create } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, type TestApp, unique } from '../helpers/test-app.ts';

export const SIZES = ['1', '2', '3', '4', '5', '6', '7', '8'];
export const UNITS = ['SRO', 'Studio', '1BR', '2BR', '3BR', '4BR', '5BR'];

/** Income limits for household sizes 1-8 at one AMI %, rising with the household like HUD's tables. */
export function incomeLevels(year: number, percentage: number, onePerson = 30_000): AmiLevelDraft[] {
  return SIZES.map((size, i) => ({
    year,
    percentage,
    limit_type: 'Income Limit',
    unit_type: size,
    limit_value: Math.round(onePerson * (1 + i * 0.1) * 100) / 100,
  }));
}

export function rentLevels(year: number, percentage: number, studio = 1000): AmiLevelDraft[] {
  return UNITS.map((unit, i) => ({
    year,
    percentage,
    limit_type: 'Rent Limit',
    unit_type: unit,
    limit_value: studio + i * 150.25,
  }));
}

/** An import body for `levels` (income limits), in columns the import reads by their names. */
export function incomeCsv(levels: AmiLevelDraft[]) {
  const lines = levels.map((l) => `${l.year},${l.percentage},Income Limit,${l.unit_type},,${l.limit_value}`);
  return { csv: ['year,percentage,type,size,unit,value', ...lines].join('\n') };
}

export function programBody(overrides: Record<string, unknown> = {}) {
  return {
    name: unique('Program '),
    jurisdiction: 'City of Boston',
    ami_levels: [...incomeLevels(2025, 50), ...rentLevels(2025, 60)],
    ...overrides,
  };
}

export function api(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    create: (token: string, body: Record<string, unknown>) => call('POST', '/api/govprograms', token, body),
    list: (token: string, query = '') => call('GET', `/api/govprograms${query}`, token),
    get: (token: string, id: number) => call('GET', `/api/govprograms/${id}`, token),
    put: (token: string, id: number, body: Record<string, unknown>) =>
      call('PUT', `/api/govprograms/${id}`, token, body),
    status: (token: string, id: number, body: Record<string, unknown>) =>
      call('PATCH', `/api/govprograms/${id}/status`, token, body),
    remove: (token: string, id: number) => call('DELETE', `/api/govprograms/${id}`, token),
    preview: (token: string, id: number, body: Record<string, unknown>) =>
      call('POST', `/api/govprograms/${id}/ami-levels/import/preview`, token, body),
    import: (token: string, id: number, body: Record<string, unknown>) =>
      call('POST', `/api/govprograms/${id}/ami-levels/import`, token, body),
    export: (token: string, id: number) => call('GET', `/api/govprograms/${id}/ami-levels/export.csv`, token),
    /** Creates a program and answers it, failing the test on anything but 201. */
    async created(token: string, overrides: Record<string, unknown> = {}): Promise<GovProgram> {
      const res = await call('POST', '/api/govprograms', token, programBody(overrides));
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return json<GovProgram>(res);
    },
  };
}

/** The body a client sends back to save a program as it was read. */
export function asUpdate(program: GovProgram, changes: Record<string, unknown> = {}) {
  return {
    name: program.name,
    scope: program.scope,
    jurisdiction: program.jurisdiction,
    subsidy_type: program.subsidy_type,
    eligibility_criteria: program.eligibility_criteria,
    recertification_frequency: program.recertification_frequency,
    limits_update_frequency: program.limits_update_frequency,
    required_documents: program.required_documents,
    notes: program.notes,
    ami_levels: program.ami_levels.map(({ id: _id, version: _v, ...level }) => level),
    version: program.version,
    ...changes,
  };
}

/** A unit of a new property that uses the program, and through `levelId` one of its rent levels. */
export async function unitUsing(
  t: TestApp,
  token: string,
  programId: number,
  level?: { id: number; unit_type: string },
) {
  const property = await create.property(t, token);
  return create.unit(t, token, property.id, {
    gov_program_id: programId,
    ...(level ? { ami_level_id: level.id, unit_type: level.unit_type } : {}),
  });
}

/** An occupancy under the program in a unit that has no program of its own. */
export async function occupancyUnder(t: TestApp, token: string, programId: number) {
  const property = await create.property(t, token);
  const unit = await create.unit(t, token, property.id);
  const candidate = await create.candidate(t, token);
  return create.occupancy(t, token, unit.id, candidate.id, { program_id: programId });
}

/**
 * The program test files' common start: an app with organizations a and b, the program routes as
 * calls, and the ids of a program's stored levels in the order they were written.
 */
export function useProgramSuite() {
  const t = useTestApp();
  const orgA = t.org('a');
  const orgB = t.org('b');
  const levelIds = async (programId: number) =>
    (
      await t.database.query<{ id: number }>('SELECT id FROM ami_levels WHERE program_id = $1 ORDER BY id', [
        programId,
      ])
    ).map((r) => r.id);
  return { t, orgA, orgB, p: api(t), levelIds };
}
