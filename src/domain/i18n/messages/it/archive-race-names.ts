// The names of places and events that only the archive's races (the seasons before the site's
// first) use, in this language: loaded when a page shows such a race, beside race-names.ts,
// which holds every word the calendars' races need (docs/decisions/0156).
import type { ArchiveRaceNameWords } from '../../race-name-words';

const words: ArchiveRaceNameWords = {
  grandPrixOf: {
    '70th Anniversary': 'del 70º Anniversario',
    'Caesars Palace': 'del Caesars Palace',
    Dallas: 'di Dallas',
    Eifel: "dell'Eifel",
    European: "d'Europa",
    Indian: "dell'India",
    Korean: 'di Corea',
    Luxembourg: 'del Lussemburgo',
    Moroccan: 'del Marocco',
    Pacific: 'del Pacifico',
    Pescara: 'di Pescara',
    Russian: 'di Russia',
    Sakhir: 'di Sakhir',
    'South African': 'del Sudafrica',
    Styrian: 'di Stiria',
    Swedish: 'di Svezia',
    Swiss: 'di Svizzera',
    Turkish: 'di Turchia',
    Tuscan: 'di Toscana',
  },
  events: {
    'united-states-grand-prix-west': [
      'Gran Premio degli Stati Uniti-Ovest',
      'GP degli Stati Uniti-Ovest',
    ],
  },
};
export default words;
