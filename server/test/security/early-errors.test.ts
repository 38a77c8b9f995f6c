import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json } from '../helpers/test-app.ts';

/**
 * Failures raised before a route's handler (by the router, the body parser or Node's HTTP parser)
 * answer problem details with a code, like every other error, never Fastify's default shape.
 */
const t = useTestApp();
const org = t.org('early');
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

function expectProblem(status: number, contentType: unknown, body: string, code: string) {
  expect(String(contentType)).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(body) as Record<string, unknown>;
  expect(problem).toMatchObject({ status, code, success: false });
  expect(typeof problem.type).toBe('string');
  expect(typeof problem.title).toBe('string');
  expect(typeof problem.detail).toBe('string');
  // Fastify's own shape would carry these.
  expect(problem).not.toHaveProperty('statusCode');
  expect(problem).not.toHaveProperty('error');
}

/** Sends raw bytes and reads the whole answer: for requests Node's HTTP parser refuses. */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.write(bytes);
  });
}

describe('errors before the handler answer problem details', () => {
  it('a path that cannot be decoded: 400', async () => {
    for (const url of ['/api/units/%E0%A4%A', '/api/property/%', '/api/candidates/%ZZ']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(org.adminToken) });
      expect(res.statusCode, url).toBe(400);
      expectProblem(400, res.headers['content-type'], res.body, 'MALFORMED_REQUEST');
    }
  });

  /** Bodies the parser refuses: the wrong media type, too many bytes, text that is not JSON. */
  const refusedBodies = [
    {
      what: 'an unsupported media type',
      url: '/api/auth/login',
      contentType: 'text/plain',
      payload: 'username=a&password=b',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      what: 'a body over the limit',
      url: '/api/contact-messages',
      contentType: 'application/json',
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      what: 'a body that is not JSON',
      url: '/api/auth/login',
      contentType: 'application/json',
      payload: '{"username":',
      status: 400,
      code: 'MALFORMED_JSON',
    },
  ];
  for (const { what, url, contentType, payload, status, code } of refusedBodies) {
    it(`${what}: ${status}`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expectProblem(status, res.headers['content-type'], res.body, code);
    });
  }

  it('headers too large for the server: 431', async () => {
    const res = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(32 * 1024)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toContain('cache-control: no-store');
    expectProblem(431, /content-type: ([^\r\n]+)/.exec(res.headers)?.[1], res.body, 'MALFORMED_REQUEST');
  });

  it('a request the HTTP parser cannot read: 400', async () => {
    for (const bytes of [
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header Name: x\r\n\r\n',
      'NOT-HTTP\r\n\r\n',
    ]) {
      const res = await rawRequest(bytes);
      expect(res.status, bytes).toBe(400);
      expectProblem(400, /content-type: ([^\r\n]+)/.exec(res.headers)?.[1], res.body, 'MALFORMED_REQUEST');
    }
  });
});

describe('the Authorization header', () => {
  const me = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

  it('accepts `Bearer <token>` with the scheme in any case', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      expect((await me(`${scheme} ${org.adminToken}`)).statusCode, scheme).toBe(200);
    }
  });

  it('refuses anything else with 401, even around a valid token', async () => {
    const token = org.adminToken;
    for (const header of [
      `Bearer ${token} extra`,
      `Bearer  ${token}`,
      `Bearer\t${token}`,
      `Bearer ${token},Bearer ${token}`,
      `Basic ${token}`,
      `Bearer`,
      token,
    ]) {
      const res = await me(header);
      expect(res.statusCode, JSON.stringify(header)).toBe(401);
      expect(json(res).code).toBe('UNAUTHENTICATED');
    }
  });
});
