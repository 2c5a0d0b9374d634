// The names of places and events that only the archive's races (the seasons before the site's
// first) use, in this language: loaded when a page shows such a race, beside race-names.ts,
// which holds every word the calendars' races need (docs/decisions/0156).
import type { ArchiveRaceNameWords } from '../../race-name-words';

const words: ArchiveRaceNameWords = {
  grandPrixOf: {
    '70th Anniversary': 'du 70e anniversaire',
    'Caesars Palace': 'de Caesars Palace',
    Dallas: 'de Dallas',
    Eifel: "de l'Eifel",
    European: "d'Europe",
    Indian: "d'Inde",
    Korean: 'de Corée',
    Luxembourg: 'du Luxembourg',
    Moroccan: 'du Maroc',
    Pacific: 'du Pacifique',
    Pescara: 'de Pescara',
    Russian: 'de Russie',
    Sakhir: 'de Sakhir',
    'South African': "d'Afrique du Sud",
    Styrian: 'de Styrie',
    Swedish: 'de Suède',
    Swiss: 'de Suisse',
    Turkish: 'de Turquie',
    Tuscan: 'de Toscane',
  },
  places: {
    Sochi: 'Sotchi',
  },
  events: {
    'united-states-grand-prix-west': ['Grand Prix des États-Unis Ouest', 'GP des États-Unis Ouest'],
  },
};
export default words;
