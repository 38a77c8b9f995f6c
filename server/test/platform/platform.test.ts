import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { buildTestApp, json } from '../helpers/test-app.ts';

const t = useTestApp();

describe('health and docs', () => {
  it('GET /api/health answers while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers when the database does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
  });

  it('serves the OpenAPI document with the auth routes and their error responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/subuser/login',
        '/api/subuser/list',
        '/api/subuser/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/auth/login']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });

  it('serves the docs UI without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBeLessThan(400);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, frame-ancestors and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the request came over TLS through a trusted proxy', async () => {
    const proxied = await buildTestApp({ trustProxy: 1 });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });
});

describe('database outage', () => {
  it('GET /api/ready answers 503 quickly and API routes answer 503 problems when the database is gone', async () => {
    const broken = await buildTestApp();
    const org = await broken.createOrg('outage');
    await broken.database.close();
    const started = Date.now();
    const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    const me = await broken.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${org.adminToken}` },
    });
    expect(me.statusCode).toBe(503);
    expect(json(me)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', success: false });
    expect(me.body).not.toMatch(/at .*\.ts|SELECT|stack/i);
    await broken.app.close();
  });
});
