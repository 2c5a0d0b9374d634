import {
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_WIDTH,
  type PreviewCard,
} from '../../domain/sharing/preview-card';
import { LIVERY_SURFACES } from '../../domain/site/themes';
import { fitLines, textWidth } from './preview-text-fit';

// The verdict card as SVG, for the rasterizer: the app's dark page, its default livery's
// accent, and the card's words in the order a fan reads a race card. Every word comes from
// the card (the calendar's race name among them) and is escaped; the stars are shapes.

const WIDTH = PREVIEW_IMAGE_WIDTH;
const HEIGHT = PREVIEW_IMAGE_HEIGHT;
const MARGIN = 72;
const ROOM = WIDTH - 2 * MARGIN;
const TEXT = '#f2f4f8';
const MUTED = '#a9b1c2';
const BORDER = '#2a3040';
const STAR_SIZE = 52;
const STAR_GAP = 10;

export interface CardStyle {
  /** The accent colour: bar, site name, average and stars. */
  accent: string;
  /** Font families, preferred first; generic sans-serif is always last. */
  families: readonly string[];
  /** The site's host, written in the corner ('gpvibes.app'). */
  host: string;
}

/**
 * XML 1.0's characters: no control characters but tab and newlines, no lone surrogate, no
 * U+FFFE/U+FFFF. A calendar's stray byte must not make the rasterizer refuse the card.
 */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x9 || code === 0xa || code === 0xd;
  return code <= 0xd7ff || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `text` without the characters XML cannot hold. */
export function xmlChars(text: string): string {
  return [...text].filter((ch) => isXmlChar(ch.codePointAt(0) ?? 0)).join('');
}

export function escapeXml(text: string): string {
  return xmlChars(text).replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  bold?: boolean;
  /** The width the line may take: squeezed to it when the estimate finds it wider. */
  room?: number;
  anchor?: 'start' | 'end';
}

function text(words: string, { x, y, size, fill, bold = false, room, anchor }: TextOptions) {
  const attrs = [`x="${x}"`, `y="${y}"`, `font-size="${size}"`, `fill="${fill}"`];
  if (bold) attrs.push('font-weight="700"');
  if (anchor === 'end') attrs.push('text-anchor="end"');
  if (room !== undefined && textWidth(words, size, bold) > room)
    attrs.push(`textLength="${Math.floor(room)}"`, 'lengthAdjust="spacingAndGlyphs"');
  return `<text ${attrs.join(' ')}>${escapeXml(words)}</text>`;
}

/** A five-pointed star's outline in a `size` box at (x, y). */
function starPoints(x: number, y: number, size: number): string {
  const cx = x + size / 2;
  const cy = y + size / 2 + size * 0.04;
  const outer = size / 2;
  const inner = outer * 0.45;
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

/** Five stars at (x, y), filled to `stars` (3.7: three full, the fourth to 70 %). */
function starRow(x: number, y: number, stars: number, accent: string): string {
  const out: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const left = x + i * (STAR_SIZE + STAR_GAP);
    const points = starPoints(left, y, STAR_SIZE);
    const fill = Math.min(1, Math.max(0, stars - i));
    out.push(`<polygon points="${points}" fill="${fill === 1 ? accent : BORDER}"/>`);
    if (fill > 0 && fill < 1) {
      const id = `star-part-${i}`;
      out.push(
        `<clipPath id="${id}"><rect x="${left}" y="${y}" width="${(STAR_SIZE * fill).toFixed(1)}" height="${STAR_SIZE}"/></clipPath>`,
        `<polygon points="${points}" fill="${accent}" clip-path="url(#${id})"/>`,
      );
    }
  }
  return out.join('');
}

function factorChips(card: PreviewCard, y: number): string {
  const size = 26;
  const out: string[] = [];
  let x = MARGIN;
  for (const factor of card.factors) {
    const width = Math.min(ROOM, textWidth(factor, size) + 40);
    if (x + width > MARGIN + ROOM) break;
    out.push(
      `<rect x="${x}" y="${y}" width="${width.toFixed(0)}" height="46" rx="23" fill="none" stroke="${MUTED}" stroke-width="2"/>`,
      text(factor, { x: x + 20, y: y + 32, size, fill: TEXT, room: width - 40 }),
    );
    x += width + 14;
  }
  return out.join('');
}

/** The verdict and what follows it, from `top` down. */
function verdictBlock(card: PreviewCard, top: number, accent: string): string {
  const { verdict } = card;
  if (verdict.kind === 'words') {
    const fitted = fitLines(xmlChars(verdict.text), {
      size: 44,
      width: ROOM,
      maxLines: 2,
      bold: true,
    });
    return fitted.lines
      .map((line, i) =>
        text(line, {
          x: MARGIN,
          y: top + 44 + i * 56,
          size: 44,
          fill: TEXT,
          bold: true,
          room: ROOM,
        }),
      )
      .join('');
  }
  const out = [
    text(verdict.caption, { x: MARGIN, y: top + 26, size: 26, fill: MUTED, room: ROOM }),
  ];
  const baseline = top + 112;
  const averageWidth = Math.max(textWidth(verdict.average, 96, true), 120);
  out.push(text(verdict.average, { x: MARGIN, y: baseline, size: 96, fill: accent, bold: true }));
  const starsX = MARGIN + averageWidth + 28;
  out.push(starRow(starsX, baseline - 66, verdict.stars, accent));
  const labelX = starsX + 5 * (STAR_SIZE + STAR_GAP) + 22;
  out.push(
    text(verdict.label, {
      x: labelX,
      y: baseline - 22,
      size: 46,
      fill: TEXT,
      bold: true,
      room: MARGIN + ROOM - labelX,
    }),
  );
  if (verdict.votes)
    out.push(
      text(verdict.votes, { x: starsX, y: baseline + 34, size: 28, fill: MUTED, room: ROOM }),
    );
  if (card.bestWatch)
    out.push(text(card.bestWatch, { x: MARGIN, y: top + 206, size: 32, fill: TEXT, room: ROOM }));
  if (card.factors.length) out.push(factorChips(card, top + (card.bestWatch ? 232 : 186)));
  return out.join('');
}

/** The card as an SVG document, PREVIEW_IMAGE_WIDTH × PREVIEW_IMAGE_HEIGHT. */
export function previewCardSvg(card: PreviewCard, style: CardStyle): string {
  const { accent } = style;
  const families = [...style.families, 'sans-serif'].map((f) => escapeXml(f)).join(', ');
  const title = fitLines(xmlChars(card.title), { size: 58, width: ROOM, maxLines: 2, bold: true });
  const titleLines = title.lines.map((line, i) =>
    text(line, { x: MARGIN, y: 168 + i * 62, size: 58, fill: TEXT, bold: true, room: ROOM }),
  );
  const below = 168 + (title.lines.length - 1) * 62;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${families}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${LIVERY_SURFACES.bg}"/>`,
    `<rect x="32" y="40" width="${WIDTH - 64}" height="${HEIGHT - 72}" rx="24" fill="${LIVERY_SURFACES.surface}" stroke="${BORDER}" stroke-width="2"/>`,
    `<rect width="${WIDTH}" height="12" fill="${accent}"/>`,
    text(card.site, { x: MARGIN, y: 96, size: 32, fill: accent, bold: true }),
    text(style.host, {
      x: MARGIN + ROOM,
      y: 96,
      size: 24,
      fill: MUTED,
      anchor: 'end',
      room: ROOM / 2,
    }),
    ...titleLines,
    text(card.series, { x: MARGIN, y: below + 48, size: 28, fill: MUTED, room: ROOM }),
    verdictBlock(card, below + 76, accent),
    '</svg>',
  ].join('\n');
}
