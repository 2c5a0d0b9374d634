// What every outbound download shares (calendars, OpenF1 session files): the body read
// with a size cap, so an endless answer cannot fill the memory of the server, and a
// failed fetch told in a few words. Each caller keeps its own deadline and error type.

/** The body was larger than the cap; the rest was not read. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes} bytes`);
  }
}

/** The body as UTF-8 text, refusing (declared or as read) more than `maxBytes`. */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(maxBytes);
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
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Why `fetch` threw: `whenAborted` if `signal` ended it, else the network's own reason. */
export function fetchFailureReason(
  error: unknown,
  signal: AbortSignal,
  whenAborted: string,
): string {
  if (signal.aborted) return whenAborted;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
