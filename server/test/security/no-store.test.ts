import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath, loadOperations, type Operation, sampleBody } from '../helpers/openapi.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, sendAs } from '../helpers/test-app.ts';

/**
 * Driven by the live OpenAPI document: every API answer, for every route, signed in or not,
 * successful or refused, tells browsers and proxies to keep nothing (`Cache-Control: no-store`).
 */
const t = useTestApp();
const org = t.org('nostore');
let operations: Operation[];

beforeAll(async () => {
  operations = await loadOperations(t);
});

describe('Cache-Control: no-store on every API answer', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('on every authenticated route: signed in (any outcome), without a session and with an unknown token', async () => {
    const statuses = new Set<number>();
    let checked = 0;
    // Logging out ends the token the other calls use: those go last.
    const endsSession = (o: Operation) => o.path.startsWith('/api/auth/logout');
    const authenticated = operations.filter((o) => !o.isPublic);
    for (const op of [
      ...authenticated.filter((o) => !endsSession(o)),
      ...authenticated.filter(endsSession),
    ]) {
      const body = sampleBody(op);
      const variants = [bearer(org.adminToken), {}, bearer('unknown-token')];
      for (const headers of variants) {
        const res = await t.app.inject({
          method: op.method,
          url: fillPath(op.path, 1),
          headers,
          ...(body === undefined ? {} : { payload: body }),
        });
        statuses.add(res.statusCode);
        checked++;
        expect(res.headers['cache-control'], `${op.method} ${op.path} -> ${res.statusCode}`).toBe('no-store');
      }
    }
    // Successes and errors both were seen.
    expect([...statuses].some((s) => s < 300)).toBe(true);
    expect([...statuses].some((s) => s >= 400)).toBe(true);
    console.log(`no-store: ${checked} answers checked, statuses ${[...statuses].sort().join(', ')}`);
  });

  it('on public routes too (a login answer carries a token)', async () => {
    for (const op of operations.filter((o) => o.isPublic)) {
      const res = await t.app.inject({
        method: op.method,
        url: fillPath(op.path, 1),
        ...(op.body ? { payload: sampleBody(op) } : {}),
      });
      expect(res.headers['cache-control'], `${op.method} ${op.path}`).toBe('no-store');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: org.adminUsername, password: 'Correct-Horse-42' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('on API paths no route serves', async () => {
    const res = await sendAs(t, org.adminToken, 'GET', '/api/no-such-route');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
