// The names of places and events that only the archive's races (the seasons before the site's
// first) use, in this language: loaded when a page shows such a race, beside race-names.ts,
// which holds every word the calendars' races need (docs/decisions/0156).
import type { ArchiveRaceNameWords } from '../../race-name-words';

const words: ArchiveRaceNameWords = {
  grandPrixOf: {
    '70th Anniversary': 'do 70º Aniversário',
    'Caesars Palace': 'de Caesars Palace',
    Dallas: 'de Dallas',
    Eifel: 'de Eifel',
    European: 'da Europa',
    Indian: 'da Índia',
    Korean: 'da Coreia',
    Luxembourg: 'de Luxemburgo',
    Moroccan: 'do Marrocos',
    Pacific: 'do Pacífico',
    Pescara: 'de Pescara',
    Russian: 'da Rússia',
    Sakhir: 'de Sakhir',
    'South African': 'da África do Sul',
    Styrian: 'da Estíria',
    Swedish: 'da Suécia',
    Swiss: 'da Suíça',
    Turkish: 'da Turquia',
    Tuscan: 'da Toscana',
  },
  places: {
    Istanbul: 'Istambul',
  },
  events: {
    'united-states-grand-prix-west': [
      'Grande Prêmio dos Estados Unidos-Oeste',
      'GP dos Estados Unidos-Oeste',
    ],
  },
};
export default words;
