import type { Socket } from 'node:net';
import { ErrorCode } from '@lar/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { problem, sendProblem } from './errors.ts';

/**
 * Failures that happen before a route, and so before the error handler, answered as problem
 * details like every other error rather than in Fastify's own shape.
 */

/** A path Fastify cannot decode (`/api/units/%E0%A4%A`): 400 from the router. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  const detail = badUrl ? 'The address of the request is not valid' : 'The request could not be read';
  return sendProblem(reply, problem(400, ErrorCode.MALFORMED_REQUEST, detail));
};

const CLIENT_ERRORS: Record<string, { status: number; reason: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    detail: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', detail: 'The request took too long' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', detail: 'The request could not be read' };

/**
 * Requests Node's HTTP parser refuses (oversized headers, broken framing, bad header characters)
 * never become requests: the answer is written to the socket directly, then the socket is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, detail } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(problem(status, ErrorCode.MALFORMED_REQUEST, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
