import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import {
  EMPTY_MY_RACES,
  isShielded,
  type MyRaces,
  readStoredMyRaces,
  withMark,
  withReveal,
} from '../../domain/my-races/my-races';
import * as source from './shield-script';

// The shield's inline script, run as a browser runs it (a sandbox standing in for the page:
// its own script element, <html> and localStorage), against the rule the app applies to
// the same stored text: isShielded over readStoredMyRaces.

type ShieldScript = Pick<typeof source, 'SHIELD_SCRIPT' | 'SHIELD_SCRIPT_HASH'>;

const RACE = '2025-hungarian-grand-prix';
const OTHER = '2025-dutch-grand-prix';
const AT = '2025-08-04T10:00:00.000Z';

interface Run {
  stored: string | null;
  raceId?: string | null;
  storage?: 'throws';
}

/** Whether the script marks <html> as shielded. */
function runShield(script: string, { stored, raceId = RACE, storage }: Run): boolean {
  const attributes: Record<string, string> = {};
  const context = {
    document: {
      currentScript: {
        getAttribute: (name: string) => (name === source.RACE_ID_ATTRIBUTE ? raceId : null),
      },
      documentElement: {
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storage === 'throws') throw new Error('SecurityError');
        return key === source.MY_RACES_STORAGE_KEY ? stored : null;
      },
    },
  };
  runInNewContext(script, context);
  return attributes[source.RACE_SHIELDED_ATTRIBUTE] === '1';
}

/** What the app decides from the same stored text. */
const appShields = (stored: string | null, raceId = RACE) =>
  isShielded(readStoredMyRaces(stored), raceId);

const state = (change: Partial<MyRaces>): MyRaces => ({ ...EMPTY_MY_RACES, ...change });
const marked = (base: MyRaces, raceId: string, mark: 'watched' | 'to-watch') =>
  withMark(base, raceId, mark, AT);

/** States the app itself writes: the page and the app must agree on each. */
const WRITTEN: [string, MyRaces][] = [
  ['nothing marked', EMPTY_MY_RACES],
  ['to-watch shield, the race still to watch', marked(EMPTY_MY_RACES, RACE, 'to-watch')],
  ['to-watch shield, the race watched', marked(EMPTY_MY_RACES, RACE, 'watched')],
  ['to-watch shield, another race to watch', marked(EMPTY_MY_RACES, OTHER, 'to-watch')],
  ['unwatched shield, the race unmarked', state({ shield: 'unwatched' })],
  ['unwatched shield, the race watched', marked(state({ shield: 'unwatched' }), RACE, 'watched')],
  ['unwatched shield, the race to watch', marked(state({ shield: 'unwatched' }), RACE, 'to-watch')],
  ['the race revealed', withReveal(marked(EMPTY_MY_RACES, RACE, 'to-watch'), RACE)],
  ['another race revealed', withReveal(marked(EMPTY_MY_RACES, RACE, 'to-watch'), OTHER)],
  ['shield off', marked(state({ shield: 'off' }), RACE, 'to-watch')],
  [
    'the way to watch shown, a since day set',
    marked(state({ showWayToWatch: true, since: '2025-07-01' }), RACE, 'to-watch'),
  ],
];

/** Text no version of the app wrote: the app reads it as nothing marked, and so does the page. */
const GARBLED: [string, string | null][] = [
  ['nothing stored', null],
  ['an empty string', ''],
  ['not JSON', 'not json'],
  ['cut-off JSON', '{"shield":"unwatched","marks":{'],
  ['null', 'null'],
  ['an array', '[]'],
  ['a number', '42'],
  ['a string', '"unwatched"'],
  ['an empty object', '{}'],
  ['no marks', JSON.stringify({ shield: 'unwatched', revealed: [] })],
  ['marks as a list', JSON.stringify({ shield: 'unwatched', marks: [], revealed: [] })],
  ['no reveals', JSON.stringify({ shield: 'unwatched', marks: {} })],
  ['an unknown shield', JSON.stringify({ shield: 'always', marks: {}, revealed: [] })],
];

/** Stored by hand, half right: the app refuses the whole and shows; the page may hide. */
const HALF_RIGHT: [string, string][] = [
  [
    'a setting missing',
    JSON.stringify({ shield: 'unwatched', marks: {}, revealed: [], since: null }),
  ],
  [
    'a mark without its day',
    JSON.stringify({
      ...EMPTY_MY_RACES,
      marks: { [RACE]: { mark: 'to-watch' } },
    }),
  ],
];

function checkAgainstTheApp(script: string) {
  for (const [what, myRaces] of WRITTEN) {
    const stored = JSON.stringify(myRaces);
    expect(runShield(script, { stored }), what).toBe(appShields(stored));
  }
  for (const [what, stored] of GARBLED) {
    expect(runShield(script, { stored }), what).toBe(false);
    expect(appShields(stored), what).toBe(false);
  }
  for (const [what, stored] of HALF_RIGHT) {
    // Never less than the app: a verdict the app hides is hidden on the page too.
    if (appShields(stored)) expect(runShield(script, { stored }), what).toBe(true);
  }
}

describe("the race page's shield script", () => {
  it.each(WRITTEN)('%s: as the app decides', (_what, myRaces) => {
    const stored = JSON.stringify(myRaces);
    expect(runShield(source.SHIELD_SCRIPT, { stored })).toBe(appShields(stored));
  });

  it('covers both answers among the states the app writes', () => {
    const answers = WRITTEN.map(([, myRaces]) => appShields(JSON.stringify(myRaces)));
    expect(answers).toContain(true);
    expect(answers).toContain(false);
  });

  it.each(GARBLED)('%s: hides nothing, as the app', (_what, stored) => {
    expect(runShield(source.SHIELD_SCRIPT, { stored })).toBe(false);
    expect(appShields(stored)).toBe(false);
  });

  it.each(HALF_RIGHT)('%s: may hide more than the app, never less', (_what, stored) => {
    expect(appShields(stored)).toBe(false);
    expect(runShield(source.SHIELD_SCRIPT, { stored })).toBe(true);
  });

  it('hides nothing and throws nothing when storage is forbidden or the race unnamed', () => {
    const stored = JSON.stringify(marked(EMPTY_MY_RACES, RACE, 'to-watch'));
    expect(runShield(source.SHIELD_SCRIPT, { stored, storage: 'throws' })).toBe(false);
    expect(runShield(source.SHIELD_SCRIPT, { stored, raceId: null })).toBe(false);
    expect(runShield(source.SHIELD_SCRIPT, { stored, raceId: OTHER })).toBe(false);
  });

  it('is one text for every race, hashed for the policy, that no markup can end', () => {
    const digest = createHash('sha256').update(source.SHIELD_SCRIPT).digest('base64');
    expect(source.SHIELD_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    expect(source.SHIELD_SCRIPT).not.toContain(RACE);
    expect(source.SHIELD_SCRIPT).not.toMatch(/<\/?script|<!--/i);
    const element = source.shieldScriptElement(`a"><script>x</script>`);
    expect(element).toBe(
      `<script data-race-id="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;">${source.SHIELD_SCRIPT}</script>`,
    );
  });

  it('works the same once the server build has bundled it (esbuild, as npm run build:server)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gpvibes-shield-'));
    try {
      const bundle = await build({
        entryPoints: [fileURLToPath(new URL('./shield-script.ts', import.meta.url))],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20.19',
        packages: 'external',
        write: false,
        logLevel: 'silent',
      });
      const file = join(dir, 'shield-script.mjs');
      writeFileSync(file, bundle.outputFiles[0]!.text);
      const built = (await import(pathToFileURL(file).href)) as ShieldScript;
      checkAgainstTheApp(built.SHIELD_SCRIPT);
      const digest = createHash('sha256').update(built.SHIELD_SCRIPT).digest('base64');
      expect(built.SHIELD_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
