import { useSyncExternalStore } from 'react';
import {
  EMPTY_MY_RACES,
  type MyRaces,
  readStoredMyRaces,
  type WatchMark,
  withMark,
  withReveal,
} from '../../../domain/my-races/my-races';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { readLocal, writeLocal } from '../local-store';
import { mirrorMyRaces } from './my-races-mirror';

// The fan's marks and shield, kept on this device only (docs/decisions/0124): read once,
// written through on every change, and shared with the app's other tabs by the storage
// event. Nothing here ever goes to the server; the service worker reads a copy kept on the
// device (my-races-mirror.ts) to keep a results alert from giving a shielded verdict away.

export const MY_RACES_STORAGE_KEY = STORAGE_KEYS.myRaces;
/** How long after the script loads the start-up copy for the service worker is written. */
export const MIRROR_AFTER_START_MS = 2_000;

let current: MyRaces | null = null;
const listeners = new Set<() => void>();

function snapshot(): MyRaces {
  current ??= readStoredMyRaces(readLocal(MY_RACES_STORAGE_KEY));
  return current;
}

function commit(next: MyRaces): void {
  if (next === current) return;
  current = next;
  writeLocal(MY_RACES_STORAGE_KEY, JSON.stringify(next));
  void mirrorMyRaces(next);
  for (const listener of listeners) listener();
}

// Once at start-up too, so a device whose marks predate the copy (or whose copy was
// cleared) is covered before its next change. After the first render, not before it:
// opening Cache Storage took ~30 ms of a slowed phone CPU from the page's first paint,
// and no alert can need the copy within seconds of a page opening.
if (typeof window !== 'undefined') {
  setTimeout(() => void mirrorMyRaces(snapshot()), MIRROR_AFTER_START_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== MY_RACES_STORAGE_KEY && event.key !== null) return;
    current = readStoredMyRaces(readLocal(MY_RACES_STORAGE_KEY));
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The fan's marks and shield; re-renders on every change, in this tab or another. */
export function useMyRaces(): MyRaces {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY_MY_RACES);
}

export const myRaces = {
  get: snapshot,
  mark(raceId: string, mark: WatchMark | null): void {
    commit(withMark(snapshot(), raceId, mark, new Date().toISOString()));
  },
  reveal(raceId: string): void {
    commit(withReveal(snapshot(), raceId));
  },
  update(change: Partial<Omit<MyRaces, 'marks' | 'revealed'>>): void {
    commit({ ...snapshot(), ...change });
  },
  /** An imported file's marks and settings, in place of this device's. */
  replace(next: MyRaces): void {
    commit(next);
  },
  /** For tests: forget what was read, so the next read comes from storage. */
  resetForTests(): void {
    current = null;
  },
};
