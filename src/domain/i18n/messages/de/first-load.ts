// The words every page needs before its first render, one chunk in the browser build: the
// chrome, the vote namespace with the shared vocabulary every list of races uses, and the
// language's race names.
import common from './common.json';
import vote from './vote.json';

export default { ...common, ...vote };
export { default as raceNames } from './race-names';
