import http from 'node:http';
import type http2 from 'node:http2';

export interface SseEvent {
  event: string;
  data: unknown;
  /** The event's `id` field, where it has one. */
  id?: string;
  at: number;
}

/**
 * Reads a live stream over real HTTP/1.1, as a browser would, and keeps every event.
 * `lastEventId` is what a browser sends when it opens a dropped stream again.
 */
export async function openSse(url: string, { lastEventId }: { lastEventId?: string } = {}) {
  const headers: http.OutgoingHttpHeaders = { accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(url, { headers }, resolve);
    req.on('error', reject);
  });
  return readSse(response, response.headers, response.statusCode ?? 0);
}

/** The same over HTTP/2 without TLS: one stream of `session`, as a proxy in front would open it. */
export async function openH2Sse(session: http2.ClientHttp2Session, path: string) {
  const stream = session.request({ ':path': path, accept: 'text/event-stream' });
  const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
    stream.once('response', resolve);
    stream.once('error', reject);
  });
  return readSse(stream, headers, Number(headers[':status']));
}

interface SseSource {
  setEncoding(encoding: 'utf8'): unknown;
  on(event: 'data', listener: (chunk: string) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  destroy(): unknown;
}

function readSse(response: SseSource, headers: http.IncomingHttpHeaders, status: number) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  let ended = false;
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let split = buffer.indexOf('\n\n');
    while (split >= 0) {
      const block = buffer.slice(0, split);
      buffer = buffer.slice(split + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('event: ')) event = line.slice('event: '.length);
        else if (line.startsWith('id: ')) id = line.slice('id: '.length);
        else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
      }
      if (data.length > 0)
        events.push({
          event,
          data: JSON.parse(data.join('\n')),
          ...(id === undefined ? {} : { id }),
          at: Date.now(),
        });
      split = buffer.indexOf('\n\n');
    }
  });
  const endedPromise = new Promise<void>((resolve) => {
    response.on('end', resolve);
    response.on('close', resolve);
  }).then(() => {
    ended = true;
  });

  return {
    status,
    headers,
    events,
    comments,
    get ended() {
      return ended;
    },
    whenEnded: endedPromise,
    /** Resolves with the first event (from `from` on) matching, or rejects after `timeoutMs`. */
    async waitFor(
      match: (event: SseEvent) => boolean,
      timeoutMs = 2000,
      from = 0,
    ): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = events.map((e) => e.event).join(', ');
          throw new Error(`no matching event within ${timeoutMs} ms (saw: ${seen})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close() {
      response.destroy();
    },
  };
}

export type SseStream = ReturnType<typeof readSse>;
