// English names every race with the calendars' own words (race-names.ts): the archive's races
// add none. The file is here so every language loads its archive the same way (decision 0156).
import type { ArchiveRaceNameWords } from '../../race-name-words';

const words: ArchiveRaceNameWords = {};
export default words;
