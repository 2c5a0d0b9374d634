import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { makeRace, makeTally } from '../../../test/domain/fixtures';
import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH } from '../../domain/sharing/preview-card';
import { emptyTally } from '../../domain/voting/tally';
import { drawnLanguage, findPreviewFonts, NO_FONTS } from './preview-fonts';
import { createPreviewImages } from './preview-images';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its header, and its pixel rows inflated (each a filter byte and RGBA). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  const idat = png.indexOf('IDAT', 0, 'latin1');
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), rows };
}

const NOW = Date.UTC(2025, 10, 29, 12);
const race = makeRace({ id: 'vegas', name: 'Las Vegas Grand Prix', date: '2025-11-22' });
const rated = makeTally('vegas', { '4': 3 });

describe('preview images', () => {
  let noFonts: string;
  beforeAll(() => {
    noFonts = mkdtempSync(join(tmpdir(), 'gpvibes-no-fonts-'));
  });
  afterAll(() => rmSync(noFonts, { recursive: true, force: true }));

  it('draws a 1200×630 PNG even where no font is found (shapes, no words)', async () => {
    const images = createPreviewImages({ host: 'gpvibes.example', fontDirs: [noFonts] });
    const png = await (await images.image(race, rated, 'en', NOW)).png();
    const { width, height, rows } = readPng(png);
    expect([width, height]).toEqual([PREVIEW_IMAGE_WIDTH, PREVIEW_IMAGE_HEIGHT]);
    expect(rows.length).toBe(PREVIEW_IMAGE_HEIGHT * (1 + PREVIEW_IMAGE_WIDTH * 4));
    // Not a blank image: the card's panel and accent bar differ from the page behind them.
    expect(new Set(rows.subarray(1, 1 + PREVIEW_IMAGE_WIDTH * 4)).size).toBeGreaterThan(2);
  });

  it('draws a card once however many ask at once, and knows it by what it shows', async () => {
    const images = createPreviewImages({ host: 'gpvibes.example', fontDirs: [noFonts] });
    const first = await images.image(race, rated, 'en', NOW);
    const again = await images.image(race, rated, 'en', NOW);
    expect(again.etag).toBe(first.etag);
    const [a, b] = await Promise.all([first.png(), again.png()]);
    expect(a).toBe(b);
    expect(images.counts).toEqual({ kept: 1, drawing: 0, waiting: 0 });
    // Another verdict is another card.
    const unrated = await images.image(race, emptyTally('vegas'), 'en', NOW);
    expect(unrated.etag).not.toBe(first.etag);
  });

  it('keeps no more cards than its cache holds', async () => {
    const images = createPreviewImages({ host: 'h', fontDirs: [noFonts], cacheSize: 1 });
    const first = await images.image(race, rated, 'en', NOW);
    const bytes = await first.png();
    await (await images.image(race, rated, 'fr', NOW)).png();
    expect(images.counts.kept).toBe(1);
    const drawnAgain = await first.png();
    expect(drawnAgain).not.toBe(bytes);
    expect(drawnAgain.equals(bytes)).toBe(true);
  });
});

describe('findPreviewFonts', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-fonts-'));
    for (const path of [
      'truetype/noto/NotoSans-Regular.ttf',
      'truetype/dejavu/DejaVuSans-Bold.ttf',
      'truetype/dejavu/DejaVuSans.ttf',
      'truetype/dejavu/DejaVuSerif.ttf',
      'opentype/noto/NotoSansCJK-Regular.ttc',
    ]) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), '');
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the wanted families in the order the card prefers, and nothing else', async () => {
    const fonts = await findPreviewFonts([dir, join(dir, 'no-such-folder')]);
    expect(fonts.families).toEqual(['DejaVu Sans', 'Noto Sans', 'Noto Sans CJK JP']);
    expect(fonts.files.map((file) => file.slice(dir.length + 1))).toEqual([
      'truetype/dejavu/DejaVuSans-Bold.ttf',
      'truetype/dejavu/DejaVuSans.ttf',
      'truetype/noto/NotoSans-Regular.ttf',
      'opentype/noto/NotoSansCJK-Regular.ttc',
    ]);
  });

  it.each([
    ['ja', ['Noto Sans CJK JP'], 'ja'],
    ['ja', ['DejaVu Sans'], 'en'],
    ['ja', [], 'en'],
    ['fr', [], 'fr'],
    ['de', ['DejaVu Sans'], 'de'],
  ] as const)('draws %s with %j in %s', (language, families, drawn) => {
    expect(drawnLanguage(language, { ...NO_FONTS, families })).toBe(drawn);
  });
});
