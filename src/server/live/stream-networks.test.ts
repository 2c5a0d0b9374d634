import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowance, ROTATIONS, served } from '../../../test/server/network-rotations';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { createStreamLimits, STREAM_REFUSALS } from './stream-limits';

// Open live streams count per network at each width the client's address belongs to:
// `perAddress` for the narrowest, × the factor for each wider one.

const PER_ADDRESS = 2;
const MAX = 1000;

describe('createStreamLimits per network', () => {
  it.each(ROTATIONS)('$what: the $width limit, then refused; the neighbour gets in', (rotation) => {
    const limits = createStreamLimits({ perAddress: PER_ADDRESS, max: MAX });
    const answers = Array.from({ length: allowance(rotation, PER_ADDRESS) + 1 }, (_, i) => {
      const slot = limits.admit(rotation.address(i));
      return slot.ok ? 'open' : slot.refusal;
    });
    expect(answers).toEqual(served(rotation, PER_ADDRESS, 'open', 'per-address'));
    expect(limits.admit(rotation.neighbour).ok).toBe(true);
  });

  it('gives a closed stream’s slot back at every width, once', () => {
    const limits = createStreamLimits({ perAddress: PER_ADDRESS, max: MAX });
    const rotation = ROTATIONS.find((r) => r.width === 'ipv6/48')!;
    const slots = Array.from({ length: allowance(rotation, PER_ADDRESS) }, (_, i) =>
      limits.admit(rotation.address(i)),
    );
    const next = rotation.address(slots.length);
    expect(limits.admit(next).ok).toBe(false);
    const first = slots[0]!;
    if (first.ok) {
      first.release();
      first.release(); // a second close of the same stream frees nothing more
    }
    expect(limits.total).toBe(slots.length - 1);
    expect(limits.of(rotation.address(0))).toBe(0);
    expect(limits.admit(next).ok).toBe(true);
    expect(limits.admit(rotation.address(slots.length + 1)).ok).toBe(false);
  });
});

interface OpenStream {
  status: number;
  close(): void;
}

/** A live stream opened through a trusted proxy, for the client `forwardedFor` names. */
function openStream(port: number, forwardedFor: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/live',
        agent: false,
        headers: { accept: 'text/event-stream', 'x-forwarded-for': forwardedFor },
      },
      (res) => resolve({ status: res.statusCode ?? 0, close: () => req.destroy() }),
    );
    req.on('error', reject);
  });
}

describe.each(TEST_DATABASES)('live streams per network on $name', (kind) => {
  let t: TestApp;
  let port: number;
  const open: OpenStream[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, {
      TRUST_PROXY: '1',
      LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
      LIVE_STREAMS_MAX: String(MAX),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t?.close();
  });

  const stream = async (client: string) => {
    const opened = await openStream(port, client);
    open.push(opened);
    return opened;
  };

  it.each(ROTATIONS)(
    '$what: the $width limit, then 429; the neighbour gets in',
    async (rotation) => {
      const codes = [];
      for (let i = 0; i <= allowance(rotation, PER_ADDRESS); i += 1) {
        codes.push((await stream(rotation.address(i))).status);
      }
      expect(codes).toEqual(
        served(rotation, PER_ADDRESS, 200, STREAM_REFUSALS['per-address'].status),
      );
      expect((await stream(rotation.neighbour)).status).toBe(200);
    },
  );

  it('a closed stream frees its slot in the /48', async () => {
    const base = (i: number) => `2001:db8:c1:${(i + 1).toString(16)}00::1`;
    const first = await stream(base(0));
    for (let i = 1; i < PER_ADDRESS * 4; i += 1) expect((await stream(base(i))).status).toBe(200);
    expect((await stream(base(99))).status).toBe(429);
    first.close();
    let status = 0;
    for (let tries = 0; tries < 100 && status !== 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await stream(base(99))).status;
    }
    expect(status).toBe(200);
  });
});
