import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LoadRequest, measureSteady, quantile, type SteadyOptions } from './steady-load';

// The steady-rate generator against a small HTTP server on loopback that notes when each
// request arrives. Margins are wide: these check the shape of the load, not a speed.

const get = (): LoadRequest => ({ method: 'GET', path: '/', headers: {} });

async function serve(handler: RequestListener): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('measureSteady', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
    server = undefined;
  });

  /** Serves `handler` on loopback and runs the generator against it. */
  async function measureAgainst(
    handler: RequestListener,
    options: Omit<SteadyOptions, 'url' | 'next'>,
  ) {
    const started = await serve(handler);
    server = started.server;
    return measureSteady({ url: started.url, next: get, ...options });
  }

  it('spreads the requests evenly over the run instead of sending each second in a burst', async () => {
    const arrivals: number[] = [];
    const result = await measureAgainst(
      (req, res) => {
        arrivals.push(performance.now());
        req.resume();
        res.end('ok');
      },
      {
        rate: 200,
        seconds: 1,
        connections: 50,
      },
    );
    expect(result).toMatchObject({ ok: 200, failed: 0 });
    const first = arrivals[0]!;
    // Evenly spaced: 20 per 100 ms. Sent as a burst, all 200 arrive in the first ~50 ms.
    const busiest = Math.max(
      ...arrivals.map((t) => arrivals.filter((u) => u >= t && u < t + 100).length),
    );
    expect(busiest).toBeLessThanOrEqual(40);
    expect(arrivals.at(-1)! - first).toBeGreaterThan(800);
  });

  it('counts the time a request waited for a connection (latency from when it was due)', async () => {
    // One connection and a server that takes 20 ms per request, asked for one every 10 ms:
    // the queue grows, and the last requests are answered ~250 ms after they were due
    // (timed from when they were sent, every answer would take ~20 ms).
    const result = await measureAgainst(
      (req, res) => {
        req.resume();
        setTimeout(() => res.end('ok'), 20);
      },
      {
        rate: 100,
        seconds: 0.5,
        connections: 1,
      },
    );
    expect(result.ok).toBe(50);
    expect(result.p50Ms).toBeGreaterThan(60);
    expect(result.p99Ms).toBeGreaterThan(200);
  });

  it('counts error answers and broken connections as failed, not as latencies', async () => {
    let n = 0;
    const result = await measureAgainst(
      (req, res) => {
        n += 1;
        req.resume();
        if (n % 5 === 0) res.socket?.destroy();
        else if (n % 5 === 1) res.writeHead(503).end();
        else res.end('ok');
      },
      {
        rate: 100,
        seconds: 0.5,
        connections: 4,
      },
    );
    expect(result.ok + result.failed).toBe(50);
    expect(result.failed).toBe(20);
  });

  it('ends by itself when an answer never comes, past the deadline', async () => {
    const started = await serve((req) => {
      req.resume(); // never answers
    });
    server = started.server;
    const result = await measureSteady({
      url: started.url,
      rate: 20,
      seconds: 0.25,
      connections: 5,
      next: get,
      timeoutMs: 300,
    });
    expect(result).toMatchObject({ ok: 0, failed: 5 });
    expect(result.p99Ms).toBeNaN();
  });
});

describe('quantile', () => {
  it.each([
    { name: 'none', values: [], q: 0.5, expected: Number.NaN },
    { name: 'one', values: [4], q: 0.99, expected: 4 },
    { name: '1–4', values: [1, 2, 3, 4], q: 0.5, expected: 2 },
    { name: '1–100', values: Array.from({ length: 100 }, (_, i) => i + 1), q: 0.99, expected: 99 },
    { name: '1–100', values: Array.from({ length: 100 }, (_, i) => i + 1), q: 1, expected: 100 },
  ])('the $q quantile of $name is $expected', ({ values, q, expected }) => {
    expect(quantile(values, q)).toBe(expected);
  });
});
