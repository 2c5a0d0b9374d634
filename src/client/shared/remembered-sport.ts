import { useLocation } from 'react-router';
import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import {
  dataSportOf,
  homeSportOf,
  openingPath,
  parseRememberedSport,
} from '../../domain/sports/home-sport';
import type { Sport } from '../../domain/sports/sports';
import { readLocal, writeLocal } from './local-store';
import { useSeriesVisit } from './page-series';

/** The sport the fan last chose on this device, or none. */
export function readRememberedSport(): Sport | null {
  return parseRememberedSport(readLocal(STORAGE_KEYS.sport));
}

/** A sport chosen in the chooser (Formula 1 too): the site opens on it from now on. */
export function rememberSport(sport: Sport): void {
  writeLocal(STORAGE_KEYS.sport, sport);
}

/**
 * On first load, before the router reads the address: '/' becomes the remembered sport's
 * home, in place, so the back button never returns to Formula 1's.
 */
export function openRememberedSport(win: Window = window): void {
  const { pathname, hash, search } = win.location;
  const to = openingPath(pathname, hash, readRememberedSport());
  if (to) win.history.replaceState(win.history.state, '', `${to}${search}`);
}

/** The series this page belongs to: its links, footer and bell are its (home-sport.ts). */
export function useHomeSport(): Sport {
  return homeSportOf(useLocation().pathname, readRememberedSport(), useSeriesVisit());
}

/** The sport whose races the page reads (home-sport.ts, dataSportOf). */
export function useDataSport(): Sport {
  return dataSportOf(useLocation().pathname, readRememberedSport(), useSeriesVisit().last);
}
