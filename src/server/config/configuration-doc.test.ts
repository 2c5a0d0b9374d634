import { readFileSync } from 'node:fs';
import { SETTING_NAMES } from './config';

// docs/configuration.md is where an operator looks a setting up, so it must name every
// setting the server reads, and only those: a setting added to the schema without a row,
// or a row left behind after a setting was renamed or removed, fails here.

const DOC_PATH = new URL('../../../docs/configuration.md', import.meta.url);
/** The server's settings; build settings and test variables have sections of their own. */
const SECTION = '## Server settings';

interface SettingRow {
  /** The first cell, as written. */
  cell: string;
  /** The setting it names, or null when the cell is not one `NAME` in backticks. */
  name: string | null;
  inSection: boolean;
}

/** Every table body row of the document, with whether it lies in the settings section. */
function tableRows(markdown: string): SettingRow[] {
  const rows: SettingRow[] = [];
  let inSection = false;
  for (const line of markdown.split('\n')) {
    if (/^## /.test(line)) inSection = line.trim() === SECTION;
    if (!line.startsWith('|')) continue;
    if (/^\|[\s|:-]+\|?\s*$/.test(line)) continue; // the separator under a header
    const cell = (line.split('|')[1] ?? '').trim();
    if (cell === 'setting' || cell === 'variable') continue; // a header row
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cell)?.[1] ?? null;
    rows.push({ cell, name, inSection });
  }
  return rows;
}

const rows = tableRows(readFileSync(DOC_PATH, 'utf8'));
const documented = rows.filter((r) => r.inSection);

describe('docs/configuration.md', () => {
  it('has a server settings section with rows in it', () => {
    expect(documented.length).toBeGreaterThan(0);
  });

  it('gives each row of the server settings one setting name', () => {
    expect(documented.filter((r) => r.name === null).map((r) => r.cell)).toEqual([]);
  });

  it('documents every setting of the schema', () => {
    const names = new Set(documented.map((r) => r.name));
    expect(SETTING_NAMES.filter((name) => !names.has(name))).toEqual([]);
  });

  it('names no setting the schema does not have', () => {
    const known = new Set(SETTING_NAMES);
    const unknown = documented.flatMap((r) => (r.name && !known.has(r.name) ? [r.name] : []));
    expect(unknown).toEqual([]);
  });

  it('documents each setting once, under server settings', () => {
    const seen = documented.map((r) => r.name);
    expect(seen.filter((name, i) => seen.indexOf(name) !== i)).toEqual([]);
    const known = new Set(SETTING_NAMES);
    const elsewhere = rows.filter((r) => !r.inSection && r.name && known.has(r.name));
    expect(elsewhere.map((r) => r.name)).toEqual([]);
  });
});
