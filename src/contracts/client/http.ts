/**
 * The request core of the typed API client: every call carries `X-Requested-With` and the
 * instance identifier (PUBAPI), has a timeout, and fails with an `ApiRequestError` that
 * holds the server's message and field errors (or the call's fallback text from SITEERR).
 */
import type { FieldError } from '../error-codes.ts';

export const INSTANCE_HEADER = 'X-Itaca-Instance';
export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * The message of a request that ran out of time (status 408, not from the server). It is for
 * logs only: the islands show the translated 'error.request.generic' + 'error.request.retry'
 * for it, and for 408 and 504 answers (src/islands/shared/request-error.ts).
 */
export const TIMEOUT_MESSAGE = 'the request timed out';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** True when the message came from the server rather than from the fallback text. */
  readonly fromServer: boolean;
  /** The whole error body, for answers that carry more than the error shape (409 price changed: `quote`). */
  readonly body: unknown;
  /** Seconds the server asks to wait (`Retry-After` of a 429 or 503), or null. */
  readonly retryAfter: number | null;

  constructor(
    status: number,
    message: string,
    errors: FieldError[] = [],
    fromServer = false,
    body: unknown = null,
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
    this.fromServer = fromServer;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

export type HttpOptions = {
  /** Origin of the API; empty for same-origin calls from the site. */
  baseUrl?: string;
  /** Identifies this browser tab/app instance to the server (PUBAPI). */
  instanceId: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Called on 401 (BOAPI: the site goes to /login?error=expired). */
  onUnauthorized?: () => void;
  /** Called on 403 with the answer's error (the site goes to /login unless the error says otherwise). */
  onForbidden?: (error: ApiRequestError) => void;
  /** Path prefix of the API: `/api/rs/public/` (default) or `/api/rs/secure/` for the back office. */
  apiPath?: string;
  /** Headers computed per request (the back office's anti-forgery token, read from its cookie). */
  dynamicHeaders?: (method: string) => Record<string, string>;
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  /** The fallback text when the server gives no message. */
  fallback: string;
  /** Calls where 401 is an answer, not an expired session (e.g. `me` for visitors). */
  allowUnauthorized?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /**
   * Aborts the request (the query cache cancels a load nobody waits for any more: the screen was
   * left, or its address changed); the call then fails with the signal's AbortError, not an ApiRequestError.
   */
  signal?: AbortSignal;
};

function buildUrl(baseUrl: string, apiPath: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${apiPath}${path}${search ? `?${search}` : ''}`;
}

/** The seconds of a `Retry-After` header in its delay form, or null (absent, a date, junk). */
export function retryAfterSeconds(header: string | null): number | null {
  return header !== null && /^\d{1,9}$/.test(header.trim()) ? Number(header.trim()) : null;
}

async function readError(response: Response, fallback: string): Promise<ApiRequestError> {
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : undefined;
    const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
    return new ApiRequestError(
      response.status,
      message ?? fallback,
      errors,
      message !== undefined,
      body,
      retryAfter,
    );
  } catch {
    return new ApiRequestError(response.status, fallback, [], false, null, retryAfter);
  }
}

export function createHttp(options: HttpOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl ?? '';

  return async function request<T>(path: string, req: RequestOptions): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      [INSTANCE_HEADER]: options.instanceId,
      ...options.dynamicHeaders?.(req.method ?? 'GET'),
      ...req.headers,
    };
    let body: string | undefined;
    if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      // Dates travel as ISO strings: Date#toJSON gives the UTC form.
      body = JSON.stringify(req.body);
    }
    const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, options.apiPath ?? '/api/rs/public/', path, req.query), {
        method: req.method ?? 'GET',
        headers,
        body,
        credentials: 'same-origin',
        signal: req.signal ? AbortSignal.any([req.signal, timeout]) : timeout,
      });
    } catch (error) {
      if (req.signal?.aborted) throw req.signal.reason;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new ApiRequestError(408, `${req.fallback}: ${TIMEOUT_MESSAGE}`);
      }
      throw new ApiRequestError(0, req.fallback);
    }
    if (response.status === 401 && !req.allowUnauthorized) options.onUnauthorized?.();
    if (!response.ok) {
      const error = await readError(response, req.fallback);
      if (response.status === 403) options.onForbidden?.(error);
      throw error;
    }
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  };
}

/** A per-tab random identifier, kept for the tab's life in sessionStorage when available. */
export function instanceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  const key = 'X-ITACA-INSTANCE';
  const existing = storage?.getItem(key);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage?.setItem(key, id);
  return id;
}
