import { createHash } from 'node:crypto';
import { isShielded, SHIELD_SCOPES } from '../../domain/my-races/my-races';
import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import { escapeHtml } from '../http/escape-html';

// The spoiler shield of a race's page, before its first paint. The fan's marks live on the
// device (decision 0124), so only the browser can tell whether this race's verdict must
// hide: a small inline script in the head reads them and marks <html>, and the page's
// style hides the verdict of a marked page. The rule is the domain's own isShielded, its
// source embedded as is (it reads nothing but its two arguments), so the page and the app
// can never disagree on a state the app wrote.

/** Where the app keeps the fan's marks: the same key its my-races store writes. */
export const MY_RACES_STORAGE_KEY = STORAGE_KEYS.myRaces;

/** Set on <html> (`data-race-shielded="1"`) when the race's verdict is hidden. */
export const RACE_SHIELDED_ATTRIBUTE = 'data-race-shielded';

/** Names the page's race on the script's own element, so one script (one hash) serves all. */
export const RACE_ID_ATTRIBUTE = 'data-race-id';

/**
 * The script's text. Stored marks that do not parse are no marks (the app reads them the
 * same way: readStoredMyRaces); a stored shape the app would refuse in part is read here as
 * far as isShielded reads it, so the page may hide more than the app, never less. Storage
 * that throws (a browser that forbids it) hides nothing, as in the app.
 */
export const SHIELD_SCRIPT = [
  '(function(){try{',
  `var id=document.currentScript.getAttribute(${JSON.stringify(RACE_ID_ATTRIBUTE)});`,
  `var text=localStorage.getItem(${JSON.stringify(MY_RACES_STORAGE_KEY)});`,
  'if(!id||!text)return;',
  'var state=JSON.parse(text);',
  'var isRecord=function(v){return typeof v==="object"&&v!==null&&!Array.isArray(v)};',
  'if(!isRecord(state)||!isRecord(state.marks)||!Array.isArray(state.revealed))return;',
  `if(${JSON.stringify(SHIELD_SCOPES)}.indexOf(state.shield)<0)return;`,
  `var isShielded=${isShielded.toString()};`,
  `if(isShielded(state,id))document.documentElement.setAttribute(${JSON.stringify(RACE_SHIELDED_ATTRIBUTE)},"1");`,
  '}catch(e){}})();',
].join('');

/** The script's CSP source (`'sha256-…'`): the one inline script the race page may run. */
export const SHIELD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SHIELD_SCRIPT, 'utf8').digest('base64')}'`;

/** The script element of one race's page: the same text on every page, the race id beside it. */
export function shieldScriptElement(raceId: string): string {
  return `<script ${RACE_ID_ATTRIBUTE}="${escapeHtml(raceId)}">${SHIELD_SCRIPT}</script>`;
}
