import type { MyRaces, ShieldScope, WatchMark } from '../../../domain/my-races/my-races';

// The service worker cannot read local storage, yet it decides whether a results alert may
// show the verdict (decision 0124). So the page keeps a copy of what that decision needs in
// Cache Storage, under an address no request ever goes to: it stays on the device.
// public/sw-push.js reads it with the same names; sw.js keeps this cache when it cleans up.

export const MY_RACES_MIRROR_CACHE = 'gpvibes-my-races';
export const MY_RACES_MIRROR_URL = '/gpvibes-device/my-races.json';
export const MY_RACES_MIRROR_VERSION = 1;

/** What the worker needs of the fan's marks to apply `isShielded`, and nothing more. */
export interface MyRacesMirror {
  v: typeof MY_RACES_MIRROR_VERSION;
  shield: ShieldScope;
  marks: Record<string, WatchMark>;
  revealed: string[];
}

export function mirrorOf(state: MyRaces): MyRacesMirror {
  const marks = Object.fromEntries(
    Object.entries(state.marks).map(([raceId, { mark }]) => [raceId, mark]),
  );
  return { v: MY_RACES_MIRROR_VERSION, shield: state.shield, marks, revealed: state.revealed };
}

let next: MyRaces | null = null;
let writing: Promise<void> | null = null;

/**
 * Writes the copy, one write at a time so a quick change of mind never ends with an older
 * copy on top; a browser without Cache Storage (or one that refuses) keeps plain alerts.
 */
export function mirrorMyRaces(state: MyRaces): Promise<void> {
  next = state;
  writing ??= (async () => {
    while (next) {
      const pending = next;
      next = null;
      await writeMirror(pending);
    }
    writing = null;
  })();
  return writing;
}

async function writeMirror(state: MyRaces): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(MY_RACES_MIRROR_CACHE);
    await cache.put(
      MY_RACES_MIRROR_URL,
      new Response(JSON.stringify(mirrorOf(state)), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  } catch {
    // Storage full or blocked: the alerts simply stay as everyone else gets them.
  }
}
