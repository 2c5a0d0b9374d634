import { deflateSync } from 'node:zlib';
import {
  DEVICE_LINK_MAX_DATA_CHARS,
  type DeviceLinkRefusal,
  decodeDeviceLinkData,
  deviceLink,
  deviceLinkDataOf,
  encodeDeviceLinkData,
  QR_MAX_BYTES,
  summarizeMyRaces,
} from './device-link';
import {
  EMPTY_MY_RACES,
  MAX_MARKS,
  MY_RACES_FILE_MAX_BYTES,
  MY_RACES_FILE_VERSION,
  type MyRaces,
  withMark,
} from './my-races';

const AT = '2026-11-27T12:00:00.000Z';
const mine: MyRaces = {
  ...withMark(
    withMark(
      withMark(EMPTY_MY_RACES, '2026-las-vegas-grand-prix', 'to-watch', AT),
      'b',
      'watched',
      AT,
    ),
    'c',
    'to-watch',
    AT,
  ),
  shield: 'unwatched',
  showWayToWatch: true,
  revealed: ['c'],
  since: '2026-11-01',
};

/** Link data for any text, deflated as a link would be. */
const dataOf = (text: string | Buffer) =>
  deflateSync(text).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fileOf = (extra: object) =>
  JSON.stringify({ app: 'gp-vibes', kind: 'my-races', version: MY_RACES_FILE_VERSION, ...extra });

/** One character in the middle changed to another of the alphabet. */
function tamper(data: string): string {
  const at = Math.floor(data.length / 2);
  return `${data.slice(0, at)}${data[at] === 'A' ? 'B' : 'A'}${data.slice(at + 1)}`;
}

describe('a link to another device', () => {
  it('carries the marks and settings there and back, in the fragment only', async () => {
    const link = await deviceLink('https://gpvibes.example', '/motogp/my-races', mine);
    const url = new URL(link);
    expect(url.pathname).toBe('/motogp/my-races');
    expect(url.search).toBe('');
    expect(link).not.toContain('las-vegas');
    const data = deviceLinkDataOf(url.hash);
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeDeviceLinkData(data ?? '')).toEqual({ ok: true, myRaces: mine });
  });

  it('fits a season of marks in a QR code', async () => {
    let state = EMPTY_MY_RACES;
    for (let i = 0; i < 24; i++)
      state = withMark(state, `2026-race-${i}-grand-prix`, 'watched', AT);
    const link = await deviceLink('https://gpvibes.example', '/my-races', state);
    expect(new TextEncoder().encode(link).length).toBeLessThanOrEqual(QR_MAX_BYTES);
  });

  it('reads only "#import=" fragments', () => {
    expect(deviceLinkDataOf('#import=abc')).toBe('abc');
    expect(deviceLinkDataOf('')).toBeNull();
    expect(deviceLinkDataOf('#top')).toBeNull();
  });

  it('counts what a link holds', () => {
    expect(summarizeMyRaces(mine)).toEqual({ races: 3, watched: 1, toWatch: 2 });
  });

  const good = encodeDeviceLinkData(mine);
  const cases: [string, () => Promise<string>, DeviceLinkRefusal][] = [
    ['a character changed in the middle', async () => tamper(await good), 'link-damaged'],
    [
      'cut short',
      async () => (await good).slice(0, Math.floor((await good).length / 2)),
      'link-damaged',
    ],
    ['its last characters lost', async () => (await good).slice(0, -3), 'link-damaged'],
    ['a character outside base64url', async () => `${(await good).slice(1)}+`, 'link-damaged'],
    ['empty', async () => '', 'link-damaged'],
    ['not deflated', async () => 'aGVsbG8gd29ybGQ', 'link-damaged'],
    [
      'longer than any link of ours',
      async () => 'A'.repeat(DEVICE_LINK_MAX_DATA_CHARS + 1),
      'link-too-long',
    ],
    [
      'a decompression bomb',
      async () => dataOf(Buffer.alloc(MY_RACES_FILE_MAX_BYTES * 50, 0x20)),
      'too-large',
    ],
    ['not JSON', async () => dataOf('{"app": "gp-vibes"'), 'not-json'],
    [
      'not ours',
      async () => dataOf(JSON.stringify({ app: 'other', kind: 'my-races', version: 1 })),
      'not-ours',
    ],
    [
      'of another version',
      async () => dataOf(fileOf({ version: MY_RACES_FILE_VERSION + 1, myRaces: mine })),
      'version',
    ],
    [
      'with a bad field',
      async () => dataOf(fileOf({ myRaces: { ...mine, shield: 'all' } })),
      'invalid',
    ],
    [
      'with too many marks',
      async () =>
        dataOf(
          fileOf({
            myRaces: {
              ...mine,
              marks: Object.fromEntries(
                Array.from({ length: MAX_MARKS + 1 }, (_, i) => [
                  `r${i}`,
                  { mark: 'watched', at: AT },
                ]),
              ),
            },
          }),
        ),
      'invalid',
    ],
  ];
  it.each(cases)('refuses link data %s', async (_name, data, reason) => {
    expect(await decodeDeviceLinkData(await data())).toEqual({ ok: false, reason });
  });
});
