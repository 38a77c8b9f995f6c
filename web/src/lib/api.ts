import type { FieldError } from '@lar/contracts/errors';
import { readStoredToken } from './session-storage.ts';

/**
 * Header with the total row count of a paged list. Same value as `TOTAL_COUNT_HEADER` in
 * `@lar/contracts/paging` (a unit test checks it); importing that module would put its schema
 * library into every public page.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** The next page's cursor of a list paged by keyset; `NEXT_CURSOR_HEADER` of the contracts (checked likewise). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Codes the client itself produces, next to the server's `ErrorCode`s. */
export const ClientErrorCode = {
  NETWORK: 'NETWORK',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

/** A failed call: the HTTP status (0 when the server was not reached) and the problem body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldError[];
  /** The problem body as received, for members some errors add (a refused placement's `compliance`). */
  readonly problem: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: string,
    detail?: string,
    fieldErrors: FieldError[] = [],
    problem: Readonly<Record<string, unknown>> = {},
  ) {
    super(detail ?? code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.problem = problem;
  }

  /** The first error reported for a field (dotted path), if any. */
  fieldError(field: string): FieldError | undefined {
    return this.fieldErrors.find((error) => error.field === field);
  }
}

export interface Paging {
  limit: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  /** The next page's cursor, from a list paged by keyset whose page was full. */
  next?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Send the stored bearer token (default). Login and public forms send none. */
  auth?: boolean;
}

type SessionExpiredListener = () => void;
let onSessionExpired: SessionExpiredListener | null = null;

/** The auth context registers here: a 401 on an authenticated call means the session is gone. */
export function setSessionExpiredListener(listener: SessionExpiredListener | null): void {
  onSessionExpired = listener;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const error = value as Record<string, unknown>;
  return typeof error.field === 'string' && typeof error.code === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns an error response into an ApiError, whatever its body (problem details, HTML, nothing). */
export function toApiError(status: number, body: unknown): ApiError {
  const problem = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof problem.code === 'string' ? problem.code : ClientErrorCode.BAD_RESPONSE;
  const detail =
    typeof problem.detail === 'string'
      ? problem.detail
      : typeof problem.message === 'string'
        ? problem.message
        : undefined;
  const fieldErrors = Array.isArray(problem.errors) ? problem.errors.filter(isFieldError) : [];
  return new ApiError(status, code, detail, fieldErrors, problem);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.auth === false ? null : readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, ClientErrorCode.NETWORK);
  }
  if (!response.ok) {
    const apiError = toApiError(response.status, await readJson(response));
    if (response.status === 401 && token) onSessionExpired?.();
    throw apiError;
  }
  return response;
}

/** Calls the API and returns the parsed JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await readJson(response)) as T;
}

/** POSTs `body` (none when omitted) and returns the parsed JSON answer. */
export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body });
}

/**
 * Fetches one page of a list: `limit`/`offset` in the query, the total from `X-Total-Count`.
 * Lists answer a JSON array; `pick` extracts it from bodies that wrap it (the sub-user list).
 */
export async function apiPage<T>(
  path: string,
  paging: Paging,
  options: Omit<RequestOptions, 'method' | 'body'> & { pick?: (body: unknown) => unknown } = {},
): Promise<Page<T>> {
  const { pick, ...rest } = options;
  const response = await send(path, { ...rest, query: { ...rest.query, ...paging } });
  const body = await readJson(response);
  const list = pick ? pick(body) : body;
  const items = Array.isArray(list) ? (list as T[]) : [];
  const header = Number(response.headers.get(TOTAL_COUNT_HEADER));
  // Without the header the list is taken to end on this page.
  const total =
    response.headers.has(TOTAL_COUNT_HEADER) && Number.isFinite(header)
      ? header
      : paging.offset + items.length;
  const next = response.headers.get(NEXT_CURSOR_HEADER);
  return next === null ? { items, total } : { items, total, next };
}

/**
 * A file the API sends (a CSV export, a PDF, also in answer to a POST): its content and the name
 * `Content-Disposition` gives it.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal' | 'method' | 'body'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
