import http from 'node:http';

export interface SseEvent {
  event: string;
  data: unknown;
  at: number;
}

/** Reads a live stream over real HTTP, as a browser would, and keeps every event. */
export async function openSse(url: string) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  let ended = false;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream' } }, resolve);
    req.on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let split = buffer.indexOf('\n\n');
    while (split >= 0) {
      const block = buffer.slice(0, split);
      buffer = buffer.slice(split + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('event: ')) event = line.slice('event: '.length);
        else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
      }
      if (data.length > 0)
        events.push({ event, data: JSON.parse(data.join('\n')), at: Date.now() });
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
    headers: response.headers,
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

export type SseStream = Awaited<ReturnType<typeof openSse>>;
