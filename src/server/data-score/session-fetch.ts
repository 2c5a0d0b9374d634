import { z } from 'zod';
import { DAY_MS } from '../../domain/constants';
import type { OpenF1SessionName } from '../../domain/data-score/openf1-session';
import { BodyTooLargeError, fetchFailureReason, readCappedText } from '../http/capped-fetch';
import {
  SESSION_ENDPOINTS,
  SESSION_FILE_MAX_BYTES,
  SessionDataError,
  type SessionEndpoint,
} from './openf1-format';

/** One deadline for the whole import: the session lookup and all six downloads. */
export const SESSION_FETCH_DEADLINE_MS = 60_000;

export interface SessionFetchOptions {
  /** An OpenF1-style base URL, e.g. https://api.openf1.org/v1 */
  baseUrl: string;
  season: number;
  /** The race's UTC start, or its race day; the Race session nearest to it is scored. */
  startsAt: string | null;
  date: string;
  /** OpenF1's session_name to look for: 'Race' for a Grand Prix, 'Sprint' for a sprint. */
  sessionName?: OpenF1SessionName;
  sessionKey?: number;
  deadlineMs?: number;
  /** Cancels the downloads early (the server shutting down). */
  signal?: AbortSignal;
}

const sessionsSchema = z.array(
  z.object({ session_key: z.number().int().positive(), date_start: z.string() }),
);

function endpointUrl(baseUrl: string, endpoint: string, query: Record<string, string>): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${endpoint}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

async function getText(url: URL, label: string, signal: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
  } catch (error) {
    const reason = fetchFailureReason(error, signal, 'the deadline passed');
    throw new SessionDataError(`${label}: could not be fetched (${reason})`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new SessionDataError(`${label}: the server answered ${response.status}`);
  }
  try {
    return await readCappedText(response, SESSION_FILE_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new SessionDataError(`${label}: the response is larger than ${error.maxBytes} bytes`);
    }
    if (signal.aborted) throw new SessionDataError(`${label}: the deadline passed mid-download`);
    throw error;
  }
}

async function findRaceSession(options: SessionFetchOptions, signal: AbortSignal): Promise<number> {
  const sessionName = options.sessionName ?? 'Race';
  const url = endpointUrl(options.baseUrl, 'sessions', {
    session_name: sessionName,
    year: String(options.season),
  });
  let sessions: z.infer<typeof sessionsSchema>;
  try {
    sessions = sessionsSchema.parse(JSON.parse(await getText(url, 'sessions.json', signal)));
  } catch (error) {
    if (error instanceof SessionDataError) throw error;
    throw new SessionDataError("sessions.json: records need 'session_key' and 'date_start'");
  }
  const target = Date.parse(options.startsAt ?? `${options.date}T12:00:00Z`);
  let best: { key: number; distance: number } | null = null;
  for (const session of sessions) {
    const distance = Math.abs(Date.parse(session.date_start) - target);
    if (distance <= DAY_MS && (!best || distance < best.distance)) {
      best = { key: session.session_key, distance };
    }
  }
  if (!best) {
    throw new SessionDataError(
      `sessions.json: no ${sessionName} session within a day of ${options.date}`,
    );
  }
  return best.key;
}

/** Downloads one race session's six endpoints, under one overall deadline. */
export async function fetchSession(
  options: SessionFetchOptions,
): Promise<Record<SessionEndpoint, string>> {
  const deadline = AbortSignal.timeout(options.deadlineMs ?? SESSION_FETCH_DEADLINE_MS);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const sessionKey = options.sessionKey ?? (await findRaceSession(options, signal));
  const texts = {} as Record<SessionEndpoint, string>;
  // One request at a time: public OpenF1 servers limit requests per second.
  for (const endpoint of SESSION_ENDPOINTS) {
    const url = endpointUrl(options.baseUrl, endpoint, { session_key: String(sessionKey) });
    texts[endpoint] = await getText(url, `${endpoint}.json`, signal);
  }
  return texts;
}
