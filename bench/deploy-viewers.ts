import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LIVE_RETRY_MS } from '../src/client/data/live-feed';

// Child process of the rolling-deploy bench: holds N live-feed viewers that behave as the
// site's pages do — the browser's EventSource (a stream that ends is opened again after the
// last `retry:` the server sent; a network error likewise) and the page's own retry when
// the stream is refused outright (LIVE_RETRY_MS); like the browser, a stream opened again
// sends back the last event id it received (Last-Event-ID). Each viewer notes when its
// race's tally moved and when its stream ended. Talks over IPC:
//   {type:'open', url, total, raceId} → {type:'ready', open, failed}
//   {type:'report', leaves: number[], until: number} → {type:'report', ...ViewerReport}
//   {type:'close'} → exits
// Times are process.hrtime (CLOCK_MONOTONIC) in ms, comparable with the parent's.

export interface LeaveFigures {
  /** When the instance was told to stop (the parent's clock). */
  at: number;
  /** Viewers whose stream ended while it left (they were on it). */
  moved: number;
  /** Of those, the ones whose tally never moved again before the next leave. */
  notBack: number;
  /** Per viewer, from `at` to its tally's next move (on its new stream if it moved); the longest. */
  longestGapMs: number;
  /** The same for the viewers that moved alone (median and longest). */
  movedMedianMs: number;
  movedLongestMs: number;
  /**
   * For those (medians): from the old stream's end to the new request (the `retry:` wait),
   * from that request to its answer (nginx and the instance), and from the end to the new
   * stream's first state.
   */
  retryMedianMs: number;
  answerMedianMs: number;
  stateMedianMs: number;
}

export interface ViewerReport {
  viewers: number;
  leaves: LeaveFigures[];
  /** Streams opened again after one ended, and refusals (by status, or the error's code). */
  reconnects: number;
  /** Streams whose opening state had no race list: opened again with the current one's id. */
  resumed: number;
  refused: Record<string, number>;
  /** The longest stretch any viewer went between two tally moves over the whole run. */
  longestStillMs: number;
  /** This process's own event-loop delay (p99, max): what its times may be late by. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

/** A browser's reconnect delay before the server names one. */
const DEFAULT_RETRY_MS = 3000;
const JOIN_TIMEOUT_MS = 60_000;
const WAVE = 200;

const now = () => Number(process.hrtime.bigint()) / 1e6;

interface Viewer {
  retryMs: number;
  /** The last event id: what the EventSource sends when it opens the stream again. */
  lastId: string | null;
  /** The tally as last seen (votes and stars), to tell a move. */
  last: string | null;
  moves: number[];
  ends: number[];
  /** When each stream was asked for and answered, and when its first state (the tallies) arrived. */
  requests: number[];
  answers: number[];
  states: number[];
  joined: boolean;
  /** Whether the current stream has sent a race list yet. */
  sawRaces: boolean;
  request: http.ClientRequest | null;
}

const viewers: Viewer[] = [];
let reconnects = 0;
let resumed = 0;
const refused: Record<string, number> = {};
let closing = false;

function send(message: object) {
  process.send?.(message, undefined, undefined, () => {});
}

// Thousands of viewers share this process, and each joins with the whole state (~35 KB):
// events are read as bytes, and only the few bytes wanted are ever made into strings, so
// this process's own delay stays out of the times it reports.
const EVENT_END = Buffer.from('\n\n');
const RETRY = Buffer.from('retry: ');
const TALLIES = Buffer.from('event: tallies\n');
const TALLY = Buffer.from('event: tally\n');
const RACES = Buffer.from('event: races\n');
const ID = Buffer.from('\nid: ');

/** The digits after `"name":`, the first such field from `from` on. */
function numberAfter(data: Buffer, name: string, from: number): string | null {
  const at = data.indexOf(`"${name}":`, from);
  if (at < 0) return null;
  const first = at + name.length + 3;
  let last = first;
  while (last < data.length && data[last]! >= 48 && data[last]! <= 57) last += 1;
  return data.toString('latin1', first, last);
}

/** The race's tally as votes and stars, read from an event at `from`, or null. */
function tallyKey(data: Buffer, from: number): string | null {
  const votes = numberAfter(data, 'totalVotes', from);
  return votes === null ? null : `${votes}:${numberAfter(data, 'totalStars', from)}`;
}

function noteTally(viewer: Viewer, key: string | null) {
  if (key === null || key === viewer.last) return;
  viewer.last = key;
  viewer.moves.push(now());
}

const startsWith = (block: Buffer, prefix: Buffer) =>
  block.length >= prefix.length && block.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

/** One event (or a lone `retry:`), its blank line cut off. */
function dispatch(viewer: Viewer, raceId: string, block: Buffer, onJoined: () => void) {
  if (startsWith(block, RETRY)) {
    viewer.retryMs = Number(
      block.toString(
        'latin1',
        RETRY.length,
        block.indexOf(10) < 0 ? block.length : block.indexOf(10),
      ),
    );
  } else if (startsWith(block, RACES)) {
    viewer.sawRaces = true;
    const at = block.indexOf(ID);
    if (at >= 0)
      viewer.lastId = block.toString('latin1', at + ID.length, block.indexOf(10, at + 1));
  } else if (startsWith(block, TALLIES)) {
    if (viewer.states.length > 0 && !viewer.sawRaces) resumed += 1;
    viewer.sawRaces = true;
    viewer.states.push(now());
    // data: {"<race>":{"raceId":"<race>",…,"totalVotes":n,…,"totalStars":n,…},…}
    const entry = block.indexOf(`"${raceId}":{`);
    noteTally(viewer, entry < 0 ? null : tallyKey(block, entry));
    if (!viewer.joined) {
      viewer.joined = true;
      onJoined();
    }
  } else if (startsWith(block, TALLY) && block.indexOf(`"raceId":"${raceId}"`) >= 0) {
    noteTally(viewer, tallyKey(block, 0));
  }
}

/** Opens (or opens again) a viewer's stream; `onJoined` once its first snapshot is in. */
function connect(viewer: Viewer, url: string, raceId: string, onJoined: () => void) {
  if (closing) return;
  let ended = false;
  const again = (waitMs: number) => {
    if (ended || closing) return;
    ended = true;
    viewer.ends.push(now());
    setTimeout(() => {
      reconnects += 1;
      connect(viewer, url, raceId, () => {});
    }, waitMs);
  };
  viewer.requests.push(now());
  viewer.sawRaces = false;
  const headers: http.OutgoingHttpHeaders = { accept: 'text/event-stream' };
  if (viewer.lastId !== null) headers['last-event-id'] = viewer.lastId;
  const request = http.get(url, { agent: false, headers });
  viewer.request = request;
  request.on('response', (res) => {
    if (res.statusCode !== 200) {
      // Refused: the browser gives up on this EventSource, the page opens a new one later.
      refused[String(res.statusCode)] = (refused[String(res.statusCode)] ?? 0) + 1;
      res.resume();
      viewer.lastId = null;
      again(LIVE_RETRY_MS[0]);
      return;
    }
    viewer.answers.push(now());
    let pending: Buffer = Buffer.alloc(0);
    res.on('data', (chunk: Buffer) => {
      // Only the new bytes (and the one before them) can complete an event.
      const scanFrom = Math.max(0, pending.length - 1);
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      let split = pending.indexOf(EVENT_END, scanFrom);
      while (split >= 0) {
        dispatch(viewer, raceId, pending.subarray(0, split), onJoined);
        pending = pending.subarray(split + 2);
        split = pending.indexOf(EVENT_END);
      }
    });
    res.on('end', () => again(viewer.retryMs));
    res.on('close', () => again(viewer.retryMs));
    res.on('error', () => again(viewer.retryMs));
  });
  request.on('error', (error: NodeJS.ErrnoException) => {
    if (closing) return;
    refused[error.code ?? 'error'] = (refused[error.code ?? 'error'] ?? 0) + 1;
    again(viewer.retryMs);
  });
}

function openOne(url: string, raceId: string): Promise<Viewer | null> {
  return new Promise((resolve) => {
    const viewer: Viewer = {
      retryMs: DEFAULT_RETRY_MS,
      lastId: null,
      last: null,
      moves: [],
      ends: [],
      requests: [],
      answers: [],
      states: [],
      joined: false,
      sawRaces: false,
      request: null,
    };
    const timer = setTimeout(() => resolve(null), JOIN_TIMEOUT_MS);
    connect(viewer, url, raceId, () => {
      clearTimeout(timer);
      resolve(viewer);
    });
  });
}

async function open(url: string, total: number, raceId: string) {
  let failed = 0;
  while (viewers.length + failed < total) {
    const wave = Math.min(WAVE, total - viewers.length - failed);
    const opened = await Promise.all(Array.from({ length: wave }, () => openOne(url, raceId)));
    for (const v of opened) if (v) viewers.push(v);
    failed += opened.filter((v) => !v).length;
  }
  send({ type: 'ready', open: viewers.length, failed });
}

const firstAtOrAfter = (times: number[], t: number) => times.find((x) => x >= t);
const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

function report(leaves: number[], until: number): ViewerReport {
  const figures = leaves.map((at, i): LeaveFigures => {
    const next = leaves[i + 1] ?? until;
    const gaps: number[] = [];
    const movedGaps: number[] = [];
    const retryWaits: number[] = [];
    const answerWaits: number[] = [];
    const stateWaits: number[] = [];
    let moved = 0;
    let notBack = 0;
    for (const viewer of viewers) {
      const end = firstAtOrAfter(viewer.ends, at);
      const wasMoved = end !== undefined && end < next;
      // A viewer that moved counts from its instance leaving to a move on its new stream.
      const move = firstAtOrAfter(viewer.moves, wasMoved ? end : at);
      const gap = move === undefined || move >= next ? Number.POSITIVE_INFINITY : move - at;
      gaps.push(gap);
      if (wasMoved) {
        moved += 1;
        movedGaps.push(gap);
        const asked = firstAtOrAfter(viewer.requests, end);
        const answer = firstAtOrAfter(viewer.answers, end);
        const state = firstAtOrAfter(viewer.states, end);
        if (asked !== undefined) retryWaits.push(asked - end);
        if (asked !== undefined && answer !== undefined) answerWaits.push(answer - asked);
        if (state !== undefined) stateWaits.push(state - end);
        if (!Number.isFinite(gap)) notBack += 1;
      }
    }
    return {
      at,
      moved,
      notBack,
      longestGapMs: Math.max(0, ...gaps),
      movedMedianMs: median(movedGaps),
      movedLongestMs: Math.max(0, ...movedGaps),
      retryMedianMs: median(retryWaits),
      answerMedianMs: median(answerWaits),
      stateMedianMs: median(stateWaits),
    };
  });
  let longestStillMs = 0;
  const from = leaves[0] ?? until;
  for (const viewer of viewers) {
    const moves = viewer.moves.filter((t) => t >= from && t <= until);
    for (let i = 1; i < moves.length; i += 1)
      longestStillMs = Math.max(longestStillMs, moves[i]! - moves[i - 1]!);
  }
  return {
    viewers: viewers.length,
    leaves: figures,
    reconnects,
    resumed,
    refused,
    longestStillMs,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
  };
}

process.on(
  'message',
  (message: {
    type: string;
    url?: string;
    total?: number;
    raceId?: string;
    leaves?: number[];
    until?: number;
  }) => {
    if (message.type === 'open') void open(message.url!, message.total!, message.raceId!);
    if (message.type === 'report')
      send({ type: 'report', ...report(message.leaves ?? [], message.until ?? now()) });
    if (message.type === 'close') {
      closing = true;
      for (const v of viewers) v.request?.destroy();
      process.exit(0);
    }
  },
);
// Never outlive the bench: the lifetime the parent gives (argv, ms), at most an hour.
const lifetimeMs = Math.min(Number(process.argv[2]) || 10 * 60_000, 60 * 60_000);
setTimeout(() => process.exit(1), lifetimeMs).unref();
process.on('disconnect', () => process.exit(0));
