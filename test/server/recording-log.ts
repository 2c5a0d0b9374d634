// A logger for tests of background work: it keeps every line it is told, by level, so a test
// can say what was logged. It is the `Log` slice the server's background work takes.
import type { Log } from '../../src/server/http/log';

export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  msg: string;
  obj: object;
}

export interface RecordingLog extends Log {
  lines: LoggedLine[];
}

export function recordingLog(): RecordingLog {
  const lines: LoggedLine[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
    warn: (obj, msg) => lines.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
  };
}
