import { Agent, request } from 'node:http';
import type { LoadFigures } from './load-figures';

/** One request of a load run: what to send, built fresh for each request. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SteadyOptions {
  url: string;
  /** Requests per second, sent evenly spaced (one every 1000/rate ms). */
  rate: number;
  seconds: number;
  /** Kept-alive connections at most; a request finding none free waits for one. */
  connections: number;
  next(): LoadRequest;
  /** Overall deadline of one request, from when it was due; past it, it counts as failed. */
  timeoutMs?: number;
}

/** The q-th quantile (0–1) of ascending values, nearest-rank; NaN for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Open-loop load at a steady rate. Each request is due at its own moment, spread evenly
 * over the run, and leaves then whatever earlier answers do; its latency is counted from
 * that moment, so a request that had to wait for a connection counts the wait.
 * (autocannon's rate option sends each connection's quota for the second back to back as
 * the second starts, then pauses: at "1,000 votes/s" the server saw 50 clients at full
 * speed for a tenth of each second and nothing for the rest, and the p99 measured that
 * burst.) Ends by itself: every request answers, fails or passes its deadline.
 */
export function measureSteady(options: SteadyOptions): Promise<LoadFigures> {
  const { url, rate, seconds, connections, next } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const total = Math.max(1, Math.round(rate * seconds));
  const spacingMs = 1000 / rate;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failed = 0;
  let settled = 0;
  let sent = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({
        perSecond: latencies.length / seconds,
        p99Ms: quantile(latencies, 0.99),
        p50Ms: quantile(latencies, 0.5),
        ok: latencies.length,
        failed,
      });
    };

    const send = (dueAt: number) => {
      const { method, path, headers, body } = next();
      let done = false;
      const settle = (ok: boolean) => {
        if (done) return;
        done = true;
        if (ok) latencies.push(performance.now() - dueAt);
        else failed += 1;
        settled += 1;
        if (settled === total) finish();
      };
      const req = request(new URL(path, url), {
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      });
      // The deadline runs from when the request was due, queueing for a connection included.
      const deadline = setTimeout(() => req.destroy(new Error('deadline')), timeoutMs);
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => {
          clearTimeout(deadline);
          settle(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300);
        });
        res.on('error', () => settle(false));
      });
      req.on('error', () => {
        clearTimeout(deadline);
        settle(false);
      });
      req.end(body);
    };

    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / spacingMs) + 1);
      while (sent < due) {
        send(start + sent * spacingMs);
        sent += 1;
      }
      if (sent < total) {
        setTimeout(tick, Math.max(0, start + sent * spacingMs - performance.now()));
      }
    };
    tick();
  });
}
