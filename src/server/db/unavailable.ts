/** The database cannot be reached: at start (the message names DATABASE_URL) or while reconnecting. */
export class DatabaseUnavailableError extends Error {}

/** What a client is told to wait before retrying while the database is away (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

// SQLSTATE classes and codes that mean "the database is not there right now", not "your
// query is wrong": connection exceptions (08…), the server shutting down or starting up,
// out of connections, and a statement cancelled by statement_timeout.
const UNAVAILABLE_SQLSTATE_CLASSES = ['08'];
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '53400']);

// Socket errors seen while connecting or talking to the database.
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLite: another process holds the write lock past busy_timeout, or the file went away.
const UNAVAILABLE_SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR)/;

// The drivers report a lost, closed or never-made connection with plain Errors; these are
// their sentences (pg 8, pg-pool 3, better-sqlite3, Kysely), matched from the start.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Cannot use a pool after calling end on the pool/,
  /^The database connection is not open/,
  // Kysely, once the database was closed (shutting down).
  /^driver has already been destroyed/,
];

/**
 * True when an error means the database could not be reached or dropped the connection
 * (a restart, a failover, a killed backend), as opposed to a fault in the request or in
 * our code. Such a request is answered 503 DATABASE_UNAVAILABLE, and its work was not
 * committed (or, when the connection died during COMMIT, was committed but not answered).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2))) {
      return true;
    }
    if (UNAVAILABLE_SYSCALL_CODES.has(code) || UNAVAILABLE_SQLITE_CODES.test(code)) return true;
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // AggregateError (a host with several addresses, all refusing) and wrapped causes.
  const nested = [
    ...((error as { errors?: unknown[] }).errors ?? []),
    (error as { cause?: unknown }).cause,
  ];
  return depth < 3 && nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
