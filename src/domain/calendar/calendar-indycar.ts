import { slugify } from '../races/race-names';

// IndyCar's sportstimes files give no place, no coordinates (0,0) and names and slugs led by
// a sponsor that changes every year ('BITNILE.com Grand Prix of Portland' became 'OnlyBulls
// Grand Prix of Portland'). The venue is the one reliable part of the name: each known one
// gives the event the name fans use, its town and its country.

export interface IndyCarVenue {
  /** Words of the source's slug that name the venue (any one of them). */
  keys: readonly string[];
  /** The event's name without its sponsor. */
  name: string;
  location: string;
  country: 'us' | 'ca';
}

export const INDYCAR_VENUES: readonly IndyCarVenue[] = [
  // Before 'grand-prix' venues: the 500 has its own name.
  { keys: ['indianapolis-500'], name: 'Indianapolis 500', location: 'Indianapolis', country: 'us' },
  {
    keys: ['st-petersburg'],
    name: 'Grand Prix of St. Petersburg',
    location: 'St. Petersburg',
    country: 'us',
  },
  { keys: ['thermal'], name: 'Thermal Club Grand Prix', location: 'Thermal', country: 'us' },
  { keys: ['long-beach'], name: 'Grand Prix of Long Beach', location: 'Long Beach', country: 'us' },
  {
    keys: ['alabama', 'barber'],
    name: 'Grand Prix of Alabama',
    location: 'Birmingham',
    country: 'us',
  },
  // The Indianapolis road course; its sponsor is its only name in the files.
  { keys: ['sonsio'], name: 'Grand Prix of Indianapolis', location: 'Indianapolis', country: 'us' },
  { keys: ['detroit'], name: 'Detroit Grand Prix', location: 'Detroit', country: 'us' },
  { keys: ['bommarito', 'gateway'], name: 'Gateway 500', location: 'Madison', country: 'us' },
  {
    keys: ['road-america'],
    name: 'Grand Prix at Road America',
    location: 'Elkhart Lake',
    country: 'us',
  },
  {
    keys: ['mid-ohio', 'midohio'],
    name: 'Indy 200 at Mid-Ohio',
    location: 'Lexington',
    country: 'us',
  },
  // Iowa's double-header: 'Synk 275' and 'Farm to Finish 275' are its two races.
  {
    keys: ['iowa', 'synk-275', 'farm-to-finish-275'],
    name: 'Iowa 275',
    location: 'Newton',
    country: 'us',
  },
  { keys: ['toronto'], name: 'Indy Toronto', location: 'Toronto', country: 'ca' },
  { keys: ['markham'], name: 'Indy at Markham', location: 'Markham', country: 'ca' },
  {
    keys: ['monterey', 'laguna-seca'],
    name: 'Grand Prix of Monterey',
    location: 'Monterey',
    country: 'us',
  },
  { keys: ['portland'], name: 'Grand Prix of Portland', location: 'Portland', country: 'us' },
  // Milwaukee's double-header: 'Makers and Fixers 250' and 'Milwaukee Mile 250'.
  {
    keys: ['milwaukee', 'makers-and-fixers'],
    name: 'Milwaukee Mile 250',
    location: 'Milwaukee',
    country: 'us',
  },
  {
    keys: ['music-city', 'nashville'],
    name: 'Music City Grand Prix',
    location: 'Nashville',
    country: 'us',
  },
  { keys: ['good-ranchers', 'phoenix'], name: 'Phoenix 250', location: 'Avondale', country: 'us' },
  { keys: ['arlington'], name: 'Grand Prix of Arlington', location: 'Arlington', country: 'us' },
  {
    keys: ['washington'],
    name: 'Grand Prix of Washington, D.C.',
    location: 'Washington, D.C.',
    country: 'us',
  },
];

/**
 * IndyCar races in North America: without coordinates, a race day is read at this
 * longitude (US Central), so an evening oval race is not put on the next UTC day.
 */
export const INDYCAR_LONGITUDE = -90;

/** The venue a source's name or slug names, or null for one we do not know yet. */
export function indyCarVenue(name: string, slug: string | undefined): IndyCarVenue | null {
  const words = `-${slugify(slug ?? '')}-${slugify(name)}-`;
  return INDYCAR_VENUES.find((v) => v.keys.some((key) => words.includes(`-${key}-`))) ?? null;
}
