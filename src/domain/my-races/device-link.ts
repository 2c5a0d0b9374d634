import {
  type ImportResult,
  MY_RACES_FILE_MAX_BYTES,
  type MyRaces,
  myRacesFile,
  readMyRacesFile,
} from './my-races';

// "Send to another device": the export file carried in a link's fragment (after '#'),
// which a browser never sends to a server, so the marks travel without an account and
// without GP Vibes hearing of them. The file is deflated (zlib: its checksum catches a
// changed or missing character) and base64url-encoded. Reading a link is bounded at every
// step, then goes through the export file's own checks.

/** The fragment's key: `<origin>/my-races#import=<data>`. */
export const DEVICE_LINK_KEY = 'import';
/**
 * Longer link data is refused before decoding: a full device (5,000 marks, ~400 KB of
 * file) deflates to well under 300 KB of link data.
 */
export const DEVICE_LINK_MAX_DATA_CHARS = 400_000;
/** The most bytes a QR code holds (version 40, low error correction, byte mode). */
export const QR_MAX_BYTES = 2_953;

export type DeviceLinkRefusal =
  | Extract<ImportResult, { ok: false }>['reason']
  | 'link-too-long'
  | 'link-damaged';
export type DeviceLinkResult =
  | { ok: true; myRaces: MyRaces }
  | { ok: false; reason: DeviceLinkRefusal };

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const PREFIX = `#${DEVICE_LINK_KEY}=`;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one spread of a large array would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(data: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64URL.test(data) || data.length % 4 === 1) return null;
  const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Runs bytes through a (de)compression stream, stopping once the output passes `limit`. */
async function transform(
  bytes: Uint8Array<ArrayBuffer>,
  through: CompressionStream | DecompressionStream,
  limit: number,
): Promise<Uint8Array | 'too-large'> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const reader = source.pipeThrough(through).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      // A zip bomb is never inflated past the limit: the rest is never read.
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The link data for a fan's marks: the export file, compact, deflated, base64url. */
export async function encodeDeviceLinkData(state: MyRaces): Promise<string> {
  const compact = JSON.stringify(JSON.parse(myRacesFile(state)));
  const deflated = await transform(
    new TextEncoder().encode(compact),
    new CompressionStream('deflate'),
    Number.POSITIVE_INFINITY,
  );
  return toBase64Url(deflated as Uint8Array);
}

/** The whole link: `<origin><path>#import=<data>`. */
export async function deviceLink(origin: string, path: string, state: MyRaces): Promise<string> {
  return `${origin}${path}${PREFIX}${await encodeDeviceLinkData(state)}`;
}

/** The link data in an address's fragment ("#import=…"), or null when it holds none. */
export function deviceLinkDataOf(hash: string): string | null {
  return hash.startsWith(PREFIX) ? hash.slice(PREFIX.length) : null;
}

/**
 * Reads link data back: too long, not base64url, a deflate stream that is cut short or
 * fails its checksum, or one that inflates past the file's limit is refused before the
 * export file's own checks (size, JSON, ours, version, each field) run.
 */
export async function decodeDeviceLinkData(data: string): Promise<DeviceLinkResult> {
  if (data.length > DEVICE_LINK_MAX_DATA_CHARS) return { ok: false, reason: 'link-too-long' };
  const bytes = fromBase64Url(data);
  if (!bytes || bytes.length === 0) return { ok: false, reason: 'link-damaged' };
  let text: string;
  try {
    const inflated = await transform(
      bytes,
      new DecompressionStream('deflate'),
      MY_RACES_FILE_MAX_BYTES,
    );
    if (inflated === 'too-large') return { ok: false, reason: 'too-large' };
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return { ok: false, reason: 'link-damaged' };
  }
  return readMyRacesFile(text);
}

/** What a link holds, for the fan to see before importing it. */
export function summarizeMyRaces(state: MyRaces) {
  const marks = Object.values(state.marks);
  const watched = marks.filter((entry) => entry.mark === 'watched').length;
  return { races: marks.length, watched, toWatch: marks.length - watched };
}
