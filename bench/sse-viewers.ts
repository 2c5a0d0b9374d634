import http from 'node:http';

// Child process of the fan-out benchmark: holds N live-feed connections as browsers would,
// so the server's figures are not mixed with the viewers' own work. Talks over IPC:
//   {type:'open', url, total}    → {type:'ready', open, failed}
//   {type:'watch', raceId, totalVotes} → {type:'watching'}, then {type:'seen', times}
//   {type:'close'}               → exits
// Times are process.hrtime (CLOCK_MONOTONIC) in ms, comparable with the parent's. One child
// holds at most a few thousand viewers less than the open-files limit; the parent forks more.

interface Viewer {
  res: http.IncomingMessage | null;
  req: http.ClientRequest;
  tail: string;
  joined: boolean;
  seenAt: bigint | null;
}

const viewers: Viewer[] = [];
let watch: { marker: string; resolve: () => void; pending: number } | null = null;
const WAVE = 200;
const JOIN_TIMEOUT_MS = 60_000;
const SEEN_TIMEOUT_MS = 10_000;

function send(message: object) {
  process.send?.(message, undefined, undefined, () => {});
}

function openOne(url: string): Promise<Viewer | null> {
  return new Promise((resolve) => {
    const viewer: Viewer = {
      res: null,
      req: null as unknown as http.ClientRequest,
      tail: '',
      joined: false,
      seenAt: null,
    };
    const timer = setTimeout(() => resolve(null), JOIN_TIMEOUT_MS);
    viewer.req = http.get(
      url,
      { agent: false, headers: { accept: 'text/event-stream' } },
      (res) => {
        viewer.res = res;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const text = viewer.tail + chunk;
          // Keep only a short tail: enough to find a marker split across two chunks.
          viewer.tail = text.slice(-64);
          if (!viewer.joined && text.includes('event: tallies\n')) {
            viewer.joined = true;
            clearTimeout(timer);
            resolve(viewer);
          }
          if (watch && viewer.seenAt === null && viewer.joined && text.includes(watch.marker)) {
            viewer.seenAt = process.hrtime.bigint();
            watch.pending -= 1;
            if (watch.pending === 0) watch.resolve();
          }
        });
      },
    );
    viewer.req.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

async function open(url: string, total: number) {
  let failed = 0;
  while (viewers.length < total) {
    const wave = Math.min(WAVE, total - viewers.length);
    const opened = await Promise.all(Array.from({ length: wave }, () => openOne(url)));
    for (const v of opened) if (v) viewers.push(v);
    failed += opened.filter((v) => !v).length;
    if (failed > total / 10) break;
  }
  send({ type: 'ready', open: viewers.length, failed });
}

async function startWatch(raceId: string, totalVotes: number) {
  for (const v of viewers) v.seenAt = null;
  // The tally event of this race with exactly this vote count.
  const marker = `"raceId":"${raceId}","totalVotes":${totalVotes}`;
  const done = new Promise<void>((resolve) => {
    watch = { marker, resolve, pending: viewers.length };
  });
  send({ type: 'watching' });
  await Promise.race([done, new Promise((r) => setTimeout(r, SEEN_TIMEOUT_MS))]);
  const times = viewers
    .map((v) => v.seenAt)
    .filter((t): t is bigint => t !== null)
    .map((t) => Number(t) / 1e6);
  watch = null;
  send({ type: 'seen', times });
}

process.on(
  'message',
  (message: {
    type: string;
    url?: string;
    total?: number;
    raceId?: string;
    totalVotes?: number;
  }) => {
    if (message.type === 'open') void open(message.url!, message.total!);
    if (message.type === 'watch') void startWatch(message.raceId!, message.totalVotes!);
    if (message.type === 'close') {
      for (const v of viewers) v.req.destroy();
      process.exit(0);
    }
  },
);
// Never outlive the benchmark.
setTimeout(() => process.exit(1), 5 * 60_000).unref();
process.on('disconnect', () => process.exit(0));
