import http from 'node:http';
import type http2 from 'node:http2';
import { connectH2c } from '../test/server/h2-client';

// Child process of the fan-out benchmark: holds N live-feed streams, so the server's figures
// are not mixed with the viewers' own work — each on a connection of its own as browsers
// would, or (h2c) many to a connection as a proxy in front would. Talks over IPC:
//   {type:'open', url, total, h2c?: {port, streamsPerConnection}} → {type:'ready', open, failed}
//   {type:'watch', raceId, totalVotes} → {type:'watching'}, then {type:'seen', times}
//   {type:'reopen', url, resume} → every stream ended and opened again at once, as when an
//     instance leaves (with Last-Event-ID, as a browser sends it, if `resume`) →
//     {type:'reopened', open, failed, bytes}
//   {type:'close'}               → exits
// Times are process.hrtime (CLOCK_MONOTONIC) in ms, comparable with the parent's. One child
// holds at most a few thousand viewers less than the open-files limit; the parent forks more.

interface Viewer {
  close(): void;
  tail: string;
  joined: boolean;
  seenAt: bigint | null;
  /** The last event id received (a browser sends it back when it opens the stream again). */
  lastId: string | null;
}

interface H2cOptions {
  port: number;
  streamsPerConnection: number;
}

const viewers: Viewer[] = [];
/** Bytes received on every stream since the last reopen. */
let bytes = 0;
const EVENT_ID = /\nid: ([^\n]*)\n/g;
let watch: { marker: string; resolve: () => void; pending: number } | null = null;
const WAVE = 200;
const JOIN_TIMEOUT_MS = 60_000;
const SEEN_TIMEOUT_MS = 10_000;

function send(message: object) {
  process.send?.(message, undefined, undefined, () => {});
}

function newViewer(): Viewer {
  return { close: () => {}, tail: '', joined: false, seenAt: null, lastId: null };
}

/** Reads a stream's events; `joined` once the opening state is in. */
function follow(viewer: Viewer, body: NodeJS.ReadableStream, onJoined: () => void) {
  body.setEncoding('utf8');
  body.on('data', (chunk: string) => {
    bytes += Buffer.byteLength(chunk);
    const text = viewer.tail + chunk;
    for (const match of text.matchAll(EVENT_ID)) viewer.lastId = match[1]!;
    // Keep only a short tail: enough to find a marker split across two chunks.
    viewer.tail = text.slice(-64);
    if (!viewer.joined && text.includes('event: tallies\n')) {
      viewer.joined = true;
      onJoined();
    }
    if (watch && viewer.seenAt === null && viewer.joined && text.includes(watch.marker)) {
      viewer.seenAt = process.hrtime.bigint();
      watch.pending -= 1;
      if (watch.pending === 0) watch.resolve();
    }
  });
}

/**
 * A new viewer once its stream has the opening state, or null when it fails or takes
 * longer than JOIN_TIMEOUT_MS; `attach` opens the stream and reports failure.
 */
function joined(
  attach: (viewer: Viewer, onJoined: () => void, onFailed: () => void) => void,
): Promise<Viewer | null> {
  return new Promise((resolve) => {
    const viewer = newViewer();
    const timer = setTimeout(() => resolve(null), JOIN_TIMEOUT_MS);
    const settle = (result: Viewer | null) => {
      clearTimeout(timer);
      resolve(result);
    };
    attach(
      viewer,
      () => settle(viewer),
      () => settle(null),
    );
  });
}

/** A browser's way: a connection of its own. */
function openOne(url: string, lastEventId?: string | null): Promise<Viewer | null> {
  const headers: http.OutgoingHttpHeaders = { accept: 'text/event-stream' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  return joined((viewer, onJoined, onFailed) => {
    const req = http.get(url, { agent: false, headers }, (res) => follow(viewer, res, onJoined));
    viewer.close = () => req.destroy();
    req.on('error', onFailed);
  });
}

/** A proxy's way: one more stream on a shared HTTP/2 connection. */
function openOnSession(session: http2.ClientHttp2Session): Promise<Viewer | null> {
  return joined((viewer, onJoined, onFailed) => {
    const stream = session.request({ ':path': '/api/live', accept: 'text/event-stream' });
    follow(viewer, stream, onJoined);
    viewer.close = () => stream.close();
    stream.on('error', onFailed);
  });
}

const sessions: http2.ClientHttp2Session[] = [];
/** Windows large enough that opening states never wait for a window update. */
const H2_WINDOWS = { streamBytes: 1024 * 1024, connectionBytes: 32 * 1024 * 1024 };

async function connectSession(port: number): Promise<void> {
  const session = await connectH2c(port, H2_WINDOWS);
  session.on('error', () => {});
  sessions.push(session);
}

/** Where the next viewer's stream goes: a session with room, or a new one. */
async function nextOpener(url: string, h2c?: H2cOptions): Promise<() => Promise<Viewer | null>> {
  if (!h2c) return () => openOne(url);
  const index = Math.floor(viewers.length / h2c.streamsPerConnection);
  while (sessions.length <= index) await connectSession(h2c.port);
  const session = sessions[index]!;
  return () => openOnSession(session);
}

async function open(url: string, total: number, h2c?: H2cOptions) {
  let failed = 0;
  while (viewers.length < total) {
    // A wave never spans two h2c connections, so each holds exactly its share.
    const room = h2c
      ? h2c.streamsPerConnection - (viewers.length % h2c.streamsPerConnection)
      : WAVE;
    const wave = Math.min(WAVE, room, total - viewers.length);
    const opener = await nextOpener(url, h2c);
    const opened = await Promise.all(Array.from({ length: wave }, opener));
    for (const v of opened) if (v) viewers.push(v);
    failed += opened.filter((v) => !v).length;
    if (failed > total / 10) break;
  }
  send({ type: 'ready', open: viewers.length, failed });
}

/** Ends every (HTTP/1.1) stream, then opens each again, all at once a wave at a time. */
async function reopen(url: string, resume: boolean) {
  const ended = viewers.splice(0);
  for (const v of ended) v.close();
  // The server has counted the ends before the new streams arrive: only they are timed.
  await new Promise((r) => setTimeout(r, 1000));
  send({ type: 'ended' });
  await new Promise<void>((resolve) => {
    const go = (m: { type: string }) => {
      if (m.type !== 'go') return;
      process.off('message', go);
      resolve();
    };
    process.on('message', go);
  });
  bytes = 0;
  let failed = 0;
  for (let from = 0; from < ended.length; from += WAVE) {
    const wave = ended.slice(from, from + WAVE);
    const opened = await Promise.all(
      wave.map(async (old) => {
        const v = await openOne(url, resume ? old.lastId : null);
        // A stream that was not sent the race list again still has the one it had.
        if (v) v.lastId ??= old.lastId;
        return v;
      }),
    );
    for (const v of opened) if (v) viewers.push(v);
    failed += opened.filter((v) => !v).length;
  }
  send({ type: 'reopened', open: viewers.length, failed, bytes });
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
    h2c?: H2cOptions;
    raceId?: string;
    totalVotes?: number;
    resume?: boolean;
  }) => {
    if (message.type === 'open') void open(message.url!, message.total!, message.h2c);
    if (message.type === 'watch') void startWatch(message.raceId!, message.totalVotes!);
    if (message.type === 'reopen') void reopen(message.url!, message.resume === true);
    if (message.type === 'close') {
      for (const v of viewers) v.close();
      for (const session of sessions) session.destroy();
      process.exit(0);
    }
  },
);
// Never outlive the benchmark: five minutes, or the lifetime the parent gives (argv, ms;
// the ten-minute race day needs longer), at most an hour.
const lifetimeMs = Math.min(Number(process.argv[2]) || 5 * 60_000, 60 * 60_000);
setTimeout(() => process.exit(1), lifetimeMs).unref();
process.on('disconnect', () => process.exit(0));
