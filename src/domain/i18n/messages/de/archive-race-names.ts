// The names of places and events that only the archive's races (the seasons before the site's
// first) use, in this language: loaded when a page shows such a race, beside race-names.ts,
// which holds every word the calendars' races need (docs/decisions/0156).
import type { ArchiveRaceNameWords } from '../../race-name-words';

const words: ArchiveRaceNameWords = {
  grandPrixOf: {
    '70th Anniversary': 'zum 70. Jubiläum',
    'Caesars Palace': 'von Caesars Palace',
    Dallas: 'von Dallas',
    Eifel: 'der Eifel',
    European: 'von Europa',
    Indian: 'von Indien',
    Korean: 'von Korea',
    Luxembourg: 'von Luxemburg',
    Moroccan: 'von Marokko',
    Pacific: 'des Pazifiks',
    Pescara: 'von Pescara',
    Russian: 'von Russland',
    Sakhir: 'von Sakhir',
    'South African': 'von Südafrika',
    Styrian: 'der Steiermark',
    Swedish: 'von Schweden',
    Swiss: 'der Schweiz',
    Turkish: 'der Türkei',
    Tuscan: 'der Toskana',
  },
  places: {
    Sochi: 'Sotschi',
  },
  events: {
    'united-states-grand-prix-west': ['Großer Preis der USA West', 'GP der USA West'],
  },
  heldAt: {
    Eifel: 'in der Eifel',
    Styrian: 'in der Steiermark',
    Swiss: 'in der Schweiz',
    Turkish: 'in der Türkei',
    Tuscan: 'in der Toskana',
  },
};
export default words;
