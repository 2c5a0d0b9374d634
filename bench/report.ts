export interface Row {
  figure: string;
  value: string;
  target: string;
  /** null: a figure without a target (context for the others). */
  pass: boolean | null;
}

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

/** One markdown table (also readable in a terminal): figure, measured, target, pass/fail. */
export function renderTable(rows: Row[]): string {
  const cells = rows.map((r) => [
    r.figure,
    r.value,
    r.target,
    r.pass === null ? '—' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const head = ['Figure', 'Measured', 'Target', 'Result'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

export function failedRow(figure: string, target: string, error: unknown): Row {
  return {
    figure,
    value: `error: ${(error as Error).message.split('\n')[0]}`,
    target,
    pass: false,
  };
}
