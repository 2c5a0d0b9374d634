import { CalendarError } from '../../domain/calendar/calendar-source';

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

async function readCapped(response: Response, url: string, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new CalendarError(`${url}: the calendar is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new CalendarError(`${url}: the calendar is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = signal.aborted
      ? passed()
      : (cause?.code ?? cause?.message ?? (error as Error).message);
    throw new CalendarError(`${url}: could not be fetched (${reason})`);
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    const Failure = response.status === 404 ? CalendarNotFoundError : CalendarError;
    throw new Failure(`${url}: the server answered ${response.status}`);
  }
  try {
    return await readCapped(response, url, options.maxBytes ?? CALENDAR_MAX_BYTES);
  } catch (error) {
    if (signal.aborted) throw new CalendarError(`${url}: ${passed()} mid-download`);
    throw error;
  }
}
