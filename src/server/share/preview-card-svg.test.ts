import { createRequire } from 'node:module';
import { makeRace, makeTally, modes } from '../../../test/domain/fixtures';
import { findSpoilers } from '../../../test/proof/spoiler-words';
import { LANGUAGES } from '../../domain/i18n/languages';
import { previewCard } from '../../domain/sharing/preview-card';
import { TAG_MIN_COUNT } from '../../domain/voting/reason-tags';
import { emptyTally } from '../../domain/voting/tally';
import { translatorFor } from '../i18n/translators';
import { escapeXml, previewCardSvg } from './preview-card-svg';

// jsdom ships no types of its own; the little this file uses, typed here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } };
};

/** The SVG read as a strict XML parser reads it: a malformed document throws. */
const parse = (svg: string) => new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
const words = (doc: Document) => [...doc.querySelectorAll('text')].map((t) => t.textContent ?? '');

const ACCENT = '#04d6cf';
const STYLE = { accent: ACCENT, families: ['DejaVu Sans'], host: 'gpvibes.example' };
const NOW = Date.UTC(2025, 10, 29, 12);
const HOSTILE = `</text><b>x</b> & "Co" \u0000\ud800 Grand Prix`;
const race = makeRace({ id: 'hostile', name: HOSTILE, date: '2025-11-22' });
const rated = makeTally(
  'hostile',
  { '3': 3, '4': 7 },
  {
    viewModes: modes({ 'Full Race': 7, 'Race-in-30': 3 }),
    reasonTagTallies: { overtakes: TAG_MIN_COUNT, rivalries: TAG_MIN_COUNT },
  },
);
const TALLIES = {
  crowd: rated,
  data: { ...emptyTally('hostile'), AI_Rating_Value: 4.6 },
  words: emptyTally('hostile'),
};

describe('previewCardSvg', () => {
  it.each(
    LANGUAGES.flatMap((language) => Object.keys(TALLIES).map((kind) => [language, kind] as const)),
  )(
    'draws the card in %s (%s verdict) as well-formed SVG, the calendar’s name as text, no spoiler',
    (language, kind) => {
      const reader = { t: translatorFor(language), language };
      const card = previewCard(race, TALLIES[kind as keyof typeof TALLIES], NOW, reader);
      expect(card.verdict.kind).toBe(kind);
      const doc = parse(previewCardSvg(card, STYLE));
      expect(doc.documentElement.getAttribute('width')).toBe('1200');
      expect(doc.documentElement.getAttribute('height')).toBe('630');
      expect(doc.querySelector('b')).toBeNull();
      // Lines joined as a reader reads them across the card's line breaks.
      const text = words(doc).join(' ');
      expect(text).toContain('2025 </text><b>x</b> & "Co" Grand Prix');
      expect(text).toContain('GP Vibes');
      if (card.verdict.kind === 'words') expect(text).toContain(card.verdict.text.slice(0, 12));
      else
        expect(words(doc)).toEqual(
          expect.arrayContaining([card.verdict.average, card.verdict.label]),
        );
      expect(findSpoilers(text)).toEqual([]);
    },
  );

  it('fills the stars to the average shown: 3.7 is three stars and seven tenths of the fourth', () => {
    const reader = { t: translatorFor('en'), language: 'en' as const };
    const card = previewCard(race, rated, NOW, reader);
    expect(card.verdict).toMatchObject({ average: '3.7', stars: 3.7 });
    const doc = parse(previewCardSvg(card, STYLE));
    const stars = [...doc.querySelectorAll('polygon')];
    const full = stars.filter(
      (s) => s.getAttribute('fill') === ACCENT && !s.hasAttribute('clip-path'),
    );
    expect(full).toHaveLength(3);
    const clip = doc.querySelector('clipPath rect');
    expect(Number(clip?.getAttribute('width'))).toBeCloseTo(0.7 * 52, 1);
    expect(words(doc)).toEqual(expect.arrayContaining(['3.7', 'Great', '10 votes', 'Overtakes']));
  });

  it('escapes markup and drops what XML cannot hold', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u0008\ufffe\ud800ok 🏁`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;ok 🏁',
    );
  });
});
