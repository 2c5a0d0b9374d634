import { LANGUAGE_QUERY_PARAM, type Language } from '../../domain/i18n/languages';
import type { ApiError } from '../../domain/types';

/** The one way the client talks to the API. Errors carry the server's {error, code}. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { accept: 'application/json' } });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/**
 * A read whose races come with their names written in the page's language (docs/decisions/
 * 0157): a page never carries the words to write them itself.
 */
export function inLanguage(path: string, language: Language): string {
  const joiner = path.includes('?') ? '&' : '?';
  return `${path}${joiner}${LANGUAGE_QUERY_PARAM}=${encodeURIComponent(language)}`;
}

async function toApiError(response: Response): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as Partial<ApiError>;
    return new ApiRequestError(
      response.status,
      body.code ?? 'HTTP_ERROR',
      body.error ?? response.statusText,
    );
  } catch {
    return new ApiRequestError(response.status, 'HTTP_ERROR', response.statusText);
  }
}

/** POST a JSON body; `token` becomes the bearer Authorization header. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  options: { token?: string; signal?: AbortSignal; method?: 'POST' | 'DELETE' } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(path, {
    method: options.method ?? 'POST',
    headers,
    body: JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A response as it came back, for callers that must tell a JSON error from a proxy page. */
export interface RawApiResponse {
  status: number;
  ok: boolean;
  /** The decoded JSON, or the raw text when `parsed` is false. */
  body: unknown;
  parsed: boolean;
}

/**
 * POST a JSON body and hand back the undecoded outcome instead of throwing on a non-OK
 * status (domain/voting/vote-errors.ts words each failure differently). A network failure still rejects.
 */
export async function apiPostRaw(
  path: string,
  body: unknown,
  options: { token?: string } = {},
): Promise<RawApiResponse> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  const { status, ok } = response;
  try {
    return { status, ok, body: JSON.parse(text), parsed: true };
  } catch {
    return { status, ok, body: text, parsed: false };
  }
}
