// What a series' events are, and how a round of its sportstimes files becomes them: the
// part of each sport's record (sports.ts, `events`) that the calendar importer reads
// (calendar-sportstimes.ts, calendar-series.ts) and that tells a Grand Prix from a series'
// event where the site words them (docs/decisions/0121). The table holds the values; the
// importer holds each way of reading a place.

/** What kind of event a race is: a Grand Prix, or the sprint on its weekend (races/race-kind.ts). */
export const RACE_KINDS = ['grand-prix', 'sprint'] as const;
export type RaceKind = (typeof RACE_KINDS)[number];

/**
 * Grand Prix weekends: a round is its Grand Prix (the file's `gp` session) with the sprint
 * of its weekend, named 'Mexican Grand Prix' and keyed '2026-mexican-grand-prix' with no
 * path segment, as every source of Formula 1's calendar names them (our own files, Ergast),
 * so an import never changes a stored id, vote or link (0006). Its files are read strictly:
 * a round without its Grand Prix is an error, not a skip. Fans call its events 'GP's, and
 * the site does too ('THE LAS VEGAS GP', 'Recent GP races').
 */
export interface GrandPrixEvents {
  kind: 'grand-prix';
}

/**
 * The sessions of a series' round that are events, by the names in its files: `main` the
 * round's race (kind 'grand-prix') with `sprint` on the same weekend (kind 'sprint'), or
 * `parts`, several races of one round, each numbered ('F1 Academy Chinese, Race 2').
 * Practice, qualifying and any session not named here never are.
 */
export interface SeriesSessions {
  main?: string;
  sprint?: string;
  parts?: readonly string[];
}

/**
 * Where a series' round finds its place and flag, each a way the importer knows
 * (calendar-series.ts). The files are messy in a different way for each series:
 * - 'location': the file's `location`, or the round's name where that is a bare country
 *   ('USA' → 'Miami'); for series at Formula 1's venues, which their files name well.
 * - 'motogp-venues': MotoGP's venue table by the round's name (calendar-venues.ts): its
 *   files give a country as `location` and another round's circuit as `track`.
 * - 'eprix-town': the town the name is ('Jeddah ePrix' → 'Jeddah'), spelt as fans read it
 *   (calendar-venues.ts): Formula E's `location` is a country code as often as a town.
 * - 'indycar-venues': IndyCar's venue table by the venue words of the name or slug, never
 *   the sponsor that changes each year (calendar-indycar.ts); a race day with no
 *   coordinates is read in North America.
 */
export type SeriesPlaces = 'location' | 'motogp-venues' | 'eprix-town' | 'indycar-venues';

/**
 * A series' events: the sessions of its rounds a fan rates, named the way its fans say
 * them and keyed under its path segment, so none ever meets a Grand Prix's id.
 */
export interface SeriesEvents {
  kind: 'series';
  sessions: SeriesSessions;
  /**
   * Its events' name: '{series}' is its short name, '{place}' the round's place
   * ('{series} {place} Feature Race' → 'F2 Bahrain Feature Race'). A name without the
   * series ('{place} E-Prix') is one its fans say so; outside the site it gets the sport's
   * name in front (sport-race-name.ts). A round's several races add ', Race 2'.
   */
  name: string;
  places: SeriesPlaces;
}

export type SportEvents = GrandPrixEvents | SeriesEvents;
