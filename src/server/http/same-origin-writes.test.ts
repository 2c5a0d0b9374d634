import { request } from 'node:http';
import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';

// The origin check against real server processes, with the headers a hostile client can
// forge: Host above all. Writes count as same-site only by PUBLIC_URL's origin.

const PUBLIC_URL = 'https://gpvibes.example';
const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;

/** POST /api/session with exactly these headers (node:http lets a client set any Host). */
function postSession(server: ServerProcess, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/session', headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('writes are accepted only from the public origin', () => {
  let scratch: ScratchDatabase;
  let withPublicUrl: ServerProcess;
  let byDefault: ServerProcess;
  beforeAll(async () => {
    scratch = await sqlite.create();
    // One after the other: two starts at once on one SQLite file only compete for the CPU.
    withPublicUrl = await startServerProcess(scratch.url, { PUBLIC_URL });
    byDefault = await startServerProcess(scratch.url);
  });
  afterAll(async () => {
    await Promise.all([withPublicUrl?.stop(), byDefault?.stop()]);
    await scratch?.drop();
  });

  it('refuses a forged Host that matches a foreign Origin', async () => {
    for (const server of [withPublicUrl, byDefault]) {
      const forged = `evil.example:${server.port}`;
      expect(await postSession(server, { host: forged, origin: `http://${forged}` })).toBe(403);
    }
  });

  it.each([
    ['the public origin', { origin: PUBLIC_URL }, 201],
    ['the public origin, whatever the Host', { origin: PUBLIC_URL, host: 'evil.example' }, 201],
    ['the address it was sent to', { origin: 'http://127.0.0.1:PORT' }, 403],
    ['another site', { origin: 'https://evil.example' }, 403],
    ['a lookalike', { origin: 'https://gpvibes.example.evil.example' }, 403],
    ['plain http', { origin: 'http://gpvibes.example' }, 403],
    ['a foreign Referer and no Origin', { referer: 'https://evil.example/page' }, 403],
    ['a page of the site as Referer', { referer: `${PUBLIC_URL}/r/2025-monaco` }, 201],
    ['a broken Referer', { referer: 'not a url' }, 403],
    ['neither header (curl)', {}, 201],
  ])('with PUBLIC_URL set: %s → %i', async (_label, headers, status) => {
    const sent = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k, v.replace('PORT', String(withPublicUrl.port))]),
    );
    expect(await postSession(withPublicUrl, sent)).toBe(status);
  });

  it.each([
    ['http://127.0.0.1:PORT', 201],
    ['http://localhost:PORT', 201],
    ['http://[::1]:PORT', 201],
    ['http://127.0.0.1:OTHER', 403],
    ['https://127.0.0.1:PORT', 403],
    ['http://gpvibes.example:PORT', 403],
  ])('with the default loopback PUBLIC_URL: Origin %s → %i', async (origin, status) => {
    const sent = origin
      .replace('PORT', String(byDefault.port))
      .replace('OTHER', String(byDefault.port + 1));
    expect(await postSession(byDefault, { origin: sent })).toBe(status);
  });
});
