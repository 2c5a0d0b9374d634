import { CalendarError } from '../../domain/calendar/calendar-source';
import { BodyTooLargeError, fetchFailureReason, readCappedText } from '../http/capped-fetch';

// Calendars from the web: one deadline for the whole download and a size cap, so a slow
// or endless answer can neither hang an import nor fill the memory of the server.

export const CALENDAR_FETCH_DEADLINE_MS = 30_000;
/** A season of any format is well under 200 kB; ten times that is plenty. */
export const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;

export interface CalendarFetchOptions {
  deadlineMs?: number;
  maxBytes?: number;
  /** Cancels the download early (the server shutting down). */
  signal?: AbortSignal;
}

/** The server answered 404: a season that is not published (yet). */
export class CalendarNotFoundError extends CalendarError {}

/** The text at an http(s) URL, or a CalendarError that names the URL and the reason. */
export async function fetchCalendarText(
  url: string,
  options: CalendarFetchOptions = {},
): Promise<string> {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    throw new CalendarError(`${url}: not an http(s) URL`);
  }
  const deadlineMs = options.deadlineMs ?? CALENDAR_FETCH_DEADLINE_MS;
  const deadline = AbortSignal.timeout(deadlineMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const passed = () => (deadline.aborted ? `the ${deadlineMs} ms deadline passed` : 'cancelled');
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    throw new CalendarError(
      `${url}: could not be fetched (${fetchFailureReason(error, signal, passed())})`,
    );
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    const Failure = response.status === 404 ? CalendarNotFoundError : CalendarError;
    throw new Failure(`${url}: the server answered ${response.status}`);
  }
  try {
    return await readCappedText(response, options.maxBytes ?? CALENDAR_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new CalendarError(`${url}: the calendar is larger than ${error.maxBytes} bytes`);
    }
    if (signal.aborted) throw new CalendarError(`${url}: ${passed()} mid-download`);
    throw error;
  }
}
