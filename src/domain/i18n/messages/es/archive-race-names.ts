// The names of places and events that only the archive's races (the seasons before the site's
// first) use, in this language: loaded when a page shows such a race, beside race-names.ts,
// which holds every word the calendars' races need (docs/decisions/0156).
import type { ArchiveRaceNameWords } from '../../race-name-words';

const words: ArchiveRaceNameWords = {
  grandPrixOf: {
    '70th Anniversary': 'del 70.º Aniversario',
    'Caesars Palace': 'de Caesars Palace',
    Dallas: 'de Dallas',
    Eifel: 'de Eifel',
    European: 'de Europa',
    Indian: 'de la India',
    Korean: 'de Corea',
    Luxembourg: 'de Luxemburgo',
    Moroccan: 'de Marruecos',
    Pacific: 'del Pacífico',
    Pescara: 'de Pescara',
    Russian: 'de Rusia',
    Sakhir: 'de Sakhir',
    'South African': 'de Sudáfrica',
    Styrian: 'de Estiria',
    Swedish: 'de Suecia',
    Swiss: 'de Suiza',
    Turkish: 'de Turquía',
    Tuscan: 'de la Toscana',
  },
  places: {
    Istanbul: 'Estambul',
    Montjuïc: 'Montjuic',
  },
  events: {
    'united-states-grand-prix-west': [
      'Gran Premio del Oeste de Estados Unidos',
      'GP del Oeste de Estados Unidos',
    ],
  },
};
export default words;
