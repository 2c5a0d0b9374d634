import { fanAddress, requestFrom } from '../../../test/server/fan-requests';
import { type NginxProcess, startNginx } from '../../../test/server/nginx';
import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { NETWORK_BUDGET_FACTORS } from '../../domain/fair-count/network-prefixes';

// The documented deployment for real: nginx with the shipped recipe in front of a real
// server process with TRUST_PROXY=1. Fans arrive from distinct loopback addresses; each
// must get a budget of their own, and nothing written into X-Forwarded-For may change
// whose budget a request spends. Each fan is in an IPv4 /24 of its own: fans in one /24
// also share that network's budget.

const BUDGET = 2;
const FANS = 6;
const fanIn24 = (fan: number) => fanAddress(fan * 250);
const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;

describe('behind nginx with TRUST_PROXY=1', () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess;
  let nginx: NginxProcess;

  beforeAll(async () => {
    scratch = await sqlite.create();
    server = await startServerProcess(scratch.url, {
      TRUST_PROXY: '1',
      RATE_LIMIT_SESSIONS_PER_MINUTE: String(BUDGET),
    });
    nginx = await startNginx([server.port]);
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await server?.kill();
    await scratch?.drop();
  });

  const newSession = (fan: number, forwardedFor?: string) =>
    requestFrom(fanIn24(fan), `${nginx.url}/api/session`, {
      method: 'POST',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('gives distinct fans distinct budgets', async () => {
    const codes: number[][] = [];
    for (let fan = 0; fan < FANS; fan += 1) {
      const fanCodes = [];
      for (let i = 0; i < BUDGET + 1; i += 1) fanCodes.push((await newSession(fan)).status);
      codes.push(fanCodes);
    }
    expect(codes).toEqual(Array(FANS).fill([201, 201, 429]));
    // nginx saw each fan's own address.
    const clients = new Set(nginx.accessLog().map((line) => line.split(' ')[0]));
    expect(clients.size).toBe(FANS);
  });

  it('a forged X-Forwarded-For gains nothing and spends nobody else’s budget', async () => {
    const forger = FANS;
    const victim = FANS + 1;
    const forged = [
      '203.0.113.1',
      '203.0.113.2, 198.51.100.9',
      fanIn24(victim),
      `${fanIn24(victim)}, ${fanIn24(victim)}`,
    ];
    const codes = [];
    for (const header of forged) codes.push((await newSession(forger, header)).status);
    expect(codes).toEqual([201, 201, 429, 429]);
    // The forger named the victim's address twice; the victim's budget is untouched.
    expect([(await newSession(victim)).status, (await newSession(victim)).status]).toEqual([
      201, 201,
    ]);
  });

  it('fans rotating addresses inside one /24 meet that network’s budget', async () => {
    const allowance = BUDGET * NETWORK_BUDGET_FACTORS['ipv4/24'];
    const first = (FANS + 2) * 250;
    const codes = [];
    for (let i = 0; i <= allowance; i += 1) {
      codes.push(
        (await requestFrom(fanAddress(first + i), `${nginx.url}/api/session`, { method: 'POST' }))
          .status,
      );
    }
    expect(codes).toEqual([...Array(allowance).fill(201), 429]);
  });
});
