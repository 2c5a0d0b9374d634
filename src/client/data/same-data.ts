/**
 * Whether two JSON values hold the same data, whatever the order of their keys. The page
 * reads the same races and tallies twice on load (the fetch and the live feed's opening
 * state); keeping the state it has when they match spares every page a full re-render.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && sameData(aRecord[key], bRecord[key]));
}
