// SVG has no line breaking and the rasterizer gives no measures before drawing, so the
// card fits its words by an estimate: each character's advance as a share of the font
// size, taken on the wide side (DejaVu Sans, the widest font the card may get). A line the
// estimate still finds too wide is squeezed to the width it may take (textLength), so no
// word ever runs off the card, whatever font draws it.

const ELLIPSIS = '…';
/** How much wider than its room a line may be and still be drawn, squeezed. */
export const MAX_SQUEEZE = 1.3;

/** Full-width scripts: CJK, kana, Hangul and full-width forms. One em each, breakable anywhere. */
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function advance(ch: string): number {
  if (FULL_WIDTH.test(ch)) return 1;
  if (ch === ' ') return 0.34;
  if (/[iIl.,:;|!'’·]/.test(ch)) return 0.34;
  if (/[fjrt()[\]\-–]/.test(ch)) return 0.44;
  if (/[mwMW—@%]/.test(ch)) return 1;
  if (/[A-Z0-9]/.test(ch)) return 0.74;
  return 0.64;
}

/** The estimated width of `text` at `size` px; bold draws about a tenth wider. */
export function textWidth(text: string, size: number, bold = false): number {
  let ems = 0;
  for (const ch of text) ems += advance(ch);
  return ems * size * (bold ? 1.1 : 1);
}

/** Words, and each full-width character as a word of its own (Japanese has no spaces). */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let run = '';
    for (const ch of word) {
      if (FULL_WIDTH.test(ch)) {
        if (run) out.push(run);
        out.push(ch);
        run = '';
      } else run += ch;
    }
    if (run) out.push(run);
    out.push(' ');
  }
  out.pop();
  return out;
}

/** `text` cut to fit `width`, an ellipsis at its end. */
function cutToFit(text: string, size: number, width: number, bold: boolean): string {
  const chars = [...text];
  while (chars.length && textWidth(`${chars.join('').trimEnd()}${ELLIPSIS}`, size, bold) > width)
    chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}

export interface FittedText {
  lines: string[];
  /** Whether every word found room (no ellipsis). */
  whole: boolean;
}

/**
 * `text` broken into at most `maxLines` lines of at most `width` px at `size` px: greedy,
 * at spaces (and between full-width characters); what does not fit ends in an ellipsis.
 */
export function fitLines(
  text: string,
  {
    size,
    width,
    maxLines,
    bold = false,
  }: { size: number; width: number; maxLines: number; bold?: boolean },
): FittedText {
  const lines: string[] = [];
  let line = '';
  const parts = tokens(text);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const next = line + part;
    if (part === ' ' || !line || textWidth(next.trimEnd(), size, bold) <= width) {
      line = next;
      continue;
    }
    lines.push(line.trimEnd());
    line = part;
    if (lines.length === maxLines) {
      const gap = parts[i - 1] === ' ' ? ' ' : '';
      const rest = `${lines.pop()}${gap}${parts.slice(i).join('')}`;
      lines.push(cutToFit(rest, size, width, bold));
      return { lines, whole: false };
    }
  }
  if (line.trim()) lines.push(line.trim());
  // A word wider than a line is squeezed when drawn, unless far too wide for that.
  let whole = true;
  const fitted = lines.map((one) => {
    if (textWidth(one, size, bold) <= width * MAX_SQUEEZE) return one;
    whole = false;
    return cutToFit(one, size, width * MAX_SQUEEZE, bold);
  });
  return { lines: fitted, whole };
}
