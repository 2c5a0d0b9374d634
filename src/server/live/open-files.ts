import { readFileSync } from 'node:fs';

/**
 * Open files an instance needs besides its live streams: the database and its pool, the
 * listeners, ordinary requests in flight, the files it serves.
 */
export const OPEN_FILES_RESERVE = 1024;

/**
 * The process's open-files limit (the soft one, which Node raises to the hard one at
 * start) from the text of `/proc/self/limits`; null where it is unknown or unlimited.
 */
export function openFilesLimitFrom(limitsText: string): number | null {
  const soft = limitsText.match(/^Max open files\s+(\d+)\s/m)?.[1];
  return soft === undefined ? null : Number(soft);
}

/** This process's open-files limit on Linux; null elsewhere. */
export function readOpenFilesLimit(): number | null {
  try {
    return openFilesLimitFrom(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Each live stream on the main port holds a socket, and a socket is an open file. When
 * the limit cannot hold LIVE_STREAMS_MAX streams and the reserve, viewers past it would not
 * get the clear 503 LIVE_STREAMS_FULL but a connection cut at accept (the server itself
 * lives on): the operator is told at start, with both numbers and both ways out.
 */
export function openFilesWarning(limit: number | null, liveStreamsMax: number): string | null {
  if (limit === null || limit >= liveStreamsMax + OPEN_FILES_RESERVE) return null;
  const fits = Math.max(0, limit - OPEN_FILES_RESERVE);
  return (
    `LIVE_STREAMS_MAX is ${liveStreamsMax}, but this process may open only ${limit} files: ` +
    `about ${fits} live viewers can connect on PORT. Raise the open-files limit ` +
    `(systemd LimitNOFILE) to at least ${liveStreamsMax + OPEN_FILES_RESERVE}, lower ` +
    'LIVE_STREAMS_MAX, or bring viewers through a proxy on H2C_PORT (streams share its connections)'
  );
}
