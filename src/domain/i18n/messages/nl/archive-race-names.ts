// The names of places and events that only the archive's races (the seasons before the site's
// first) use, in this language: loaded when a page shows such a race, beside race-names.ts,
// which holds every word the calendars' races need (docs/decisions/0156).
import type { ArchiveRaceNameWords } from '../../race-name-words';

const words: ArchiveRaceNameWords = {
  grandPrixOf: {
    'Caesars Palace': 'van Caesars Palace',
    Dallas: 'van Dallas',
    Eifel: 'van de Eifel',
    European: 'van Europa',
    Indian: 'van India',
    Korean: 'van Korea',
    Luxembourg: 'van Luxemburg',
    Moroccan: 'van Marokko',
    Pacific: 'van de Pacific',
    Pescara: 'van Pescara',
    Russian: 'van Rusland',
    Sakhir: 'van Sakhir',
    'South African': 'van Zuid-Afrika',
    Styrian: 'van Stiermarken',
    Swedish: 'van Zweden',
    Swiss: 'van Zwitserland',
    Turkish: 'van Turkije',
    Tuscan: 'van Toscane',
  },
  places: {
    Sochi: 'Sotsji',
  },
  events: {
    'united-states-grand-prix-west': [
      'Grand Prix van de Verenigde Staten West',
      'GP van de Verenigde Staten West',
    ],
  },
};
export default words;
