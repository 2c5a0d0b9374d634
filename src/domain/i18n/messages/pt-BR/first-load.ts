// The words every page needs before its first render, one chunk in the browser build: the
// chrome, and the vote namespace with the shared vocabulary every list of races uses.
import common from './common.json';
import vote from './vote.json';

export default { ...common, ...vote };
