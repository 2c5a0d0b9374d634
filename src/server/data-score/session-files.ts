import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  fileNameOf,
  SESSION_ENDPOINTS,
  SESSION_FILE_MAX_BYTES,
  SessionDataError,
  type SessionEndpoint,
} from './openf1-format';

/** The six files of a session saved from OpenF1 (`race_control.json`, `laps.json`, …). */
export function readSessionFiles(dir: string): Record<SessionEndpoint, string> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new SessionDataError(`${dir}: is not a folder of OpenF1 files`);
  }
  const texts = {} as Record<SessionEndpoint, string>;
  for (const endpoint of SESSION_ENDPOINTS) {
    const file = fileNameOf(endpoint);
    const path = join(dir, file);
    if (!existsSync(path)) throw new SessionDataError(`${file}: is missing (partial data)`);
    if (statSync(path).size > SESSION_FILE_MAX_BYTES) {
      throw new SessionDataError(`${file}: is larger than ${SESSION_FILE_MAX_BYTES} bytes`);
    }
    texts[endpoint] = readFileSync(path, 'utf8');
  }
  return texts;
}
