import { ErrorCode, type FieldError, type Problem } from '@lar/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequests } from '../lib/app-error.ts';
import { isDatabaseUnavailable, isForeignKeyViolation, isRefusedInput } from '../lib/database-errors.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(status: number, code: ErrorCode, detail: string, errors?: FieldError[]): Problem {
  return {
    type: `https://lar.example/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    message: detail,
    success: false,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.code(body.status).type('application/problem+json; charset=utf-8').send(body);
}

interface ZodValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { keys?: string[]; params?: { code?: string } };
}

function fieldErrors(validation: ZodValidationEntry[]): FieldError[] {
  return validation.flatMap((v) => {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (v.keyword === 'unrecognized_keys' && v.params?.keys) {
      return v.params.keys.map((key) => ({
        field: field ? `${field}.${key}` : key,
        code: 'unrecognized_keys',
        message: `Unknown field "${key}"`,
      }));
    }
    return [{ field, code: v.params?.params?.code ?? v.keyword, message: v.message ?? 'Invalid value' }];
  });
}

/** Maps framework errors that come from bad input to problem bodies; undefined for anything else. */
function fromFrameworkError(error: FastifyError): Problem | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return problem(400, ErrorCode.MALFORMED_JSON, 'The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problem(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problem(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send the request body as application/json');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return problem(400, ErrorCode.MALFORMED_REQUEST, 'The body does not match its Content-Length');
    default:
      break;
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return problem(400, ErrorCode.MALFORMED_JSON, 'The request body is not valid JSON');
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const code = error.statusCode === 429 ? ErrorCode.RATE_LIMITED : ErrorCode.VALIDATION_FAILED;
    return problem(error.statusCode, code, error.message);
  }
  return undefined;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      const body = problem(error.status, error.code, error.detail, error.fieldErrors);
      return sendProblem(reply, { ...error.extensions, ...body });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as unknown as ZodValidationEntry[]);
      const where = error.validationContext ?? 'request';
      return sendProblem(
        reply,
        problem(400, ErrorCode.VALIDATION_FAILED, `Some ${where} fields are not valid`, errors),
      );
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendProblem(
        reply,
        problem(
          503,
          ErrorCode.SERVICE_UNAVAILABLE,
          'The service is temporarily unavailable. Try again shortly.',
        ),
      );
    }
    // A module that deletes a record others reference maps this itself with a precise message;
    // this is the safety net so a foreign key never surfaces as a 500.
    if (isForeignKeyViolation(error)) {
      return sendProblem(
        reply,
        problem(409, ErrorCode.IN_USE, 'This record is used by other records, so it cannot be removed'),
      );
    }
    if (isRefusedInput(error)) {
      request.log.warn({ err: error }, 'database refused input the schemas accepted');
      return sendProblem(reply, problem(400, ErrorCode.VALIDATION_FAILED, 'A value sent is not valid'));
    }
    const mapped = fromFrameworkError(error);
    if (mapped) return sendProblem(reply, mapped);
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, problem(500, ErrorCode.INTERNAL, 'Something went wrong'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
