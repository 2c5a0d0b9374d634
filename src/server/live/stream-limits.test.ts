import { openRawStream, parseRawReply, type RawStream } from '../../../test/server/raw-http';
import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { createStreamLimits, STREAM_REFUSALS } from './stream-limits';

describe('createStreamLimits', () => {
  it('admits up to the per-address limit and the total, and frees a slot once', () => {
    const limits = createStreamLimits({ perAddress: 2, max: 3 });
    const a1 = limits.admit('a');
    const a2 = limits.admit('a');
    expect(a1.ok && a2.ok).toBe(true);
    expect(limits.admit('a')).toEqual({ ok: false, refusal: 'per-address' });
    expect(limits.admit('b').ok).toBe(true);
    expect(limits.admit('c')).toEqual({ ok: false, refusal: 'instance' });
    if (a1.ok) {
      a1.release();
      a1.release(); // a second close of the same stream frees nothing more
    }
    expect(limits.total).toBe(2);
    expect(limits.of('a')).toBe(1);
    expect(limits.admit('c').ok).toBe(true);
    expect(limits.admit('d')).toEqual({ ok: false, refusal: 'instance' });
  });
});

// A real server process, streams opened over raw sockets from several loopback addresses
// (all of 127.0.0.0/8 reaches the server on 127.0.0.1, each as its own client address).

const PER_ADDRESS = 3;
const MAX = 5;
const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;

describe('live stream limits on a real server', () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess;
  const open: RawStream[] = [];

  beforeAll(async () => {
    scratch = await sqlite.create();
    server = await startServerProcess(scratch.url, {
      LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
      LIVE_STREAMS_MAX: String(MAX),
    });
  }, 60_000);

  afterAll(async () => {
    for (const stream of open) stream.socket.destroy();
    await server?.kill();
    await scratch?.drop();
  });

  async function stream(localAddress: string): Promise<RawStream> {
    const opened = await openRawStream(server.port, { localAddress });
    open.push(opened);
    return opened;
  }

  function expectRefusal(refused: RawStream, refusal: keyof typeof STREAM_REFUSALS) {
    const { status, code } = STREAM_REFUSALS[refusal];
    expect(refused.status).toBe(status);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['content-security-policy']).toBeDefined();
    // The whole JSON body follows the headers (a small answer, sent at once).
    const deadline = Date.now() + 5000;
    return (async () => {
      while (!parseRawReply(refused.received()).body.endsWith('}') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(JSON.parse(parseRawReply(refused.received()).body)).toEqual({
        error: expect.any(String),
        code,
      });
    })();
  }

  it('refuses an address past its limit (429) and the instance past its total (503)', async () => {
    const first = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) first.push(await stream('127.0.0.1'));
    for (const s of first) expect(s.status).toBe(200);
    await expectRefusal(await stream('127.0.0.1'), 'per-address');

    // Other addresses still get in, up to the instance's total.
    for (let i = PER_ADDRESS; i < MAX; i += 1) expect((await stream('127.0.0.2')).status).toBe(200);
    await expectRefusal(await stream('127.0.0.3'), 'instance');

    // A closed stream gives its slot back.
    first[0]!.socket.destroy();
    let reopened: RawStream | null = null;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      reopened = await stream('127.0.0.1');
      if (reopened.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reopened?.status).toBe(200);
  }, 60_000);

  it('logs refusals once a minute, not once per request', async () => {
    for (let i = 0; i < 5; i += 1) await stream('127.0.0.1');
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('live streams refused'));
    expect(lines).toHaveLength(1);
    expect(server.exitCode()).toBeNull();
  }, 30_000);
});
