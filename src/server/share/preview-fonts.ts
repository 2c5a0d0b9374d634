import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../domain/i18n/languages';

// The fonts the preview image is drawn with: the system's, where the usual Debian packages
// put them (fonts-dejavu-core, fonts-noto-core, fonts-noto-cjk). None is required: without
// any, the card still comes out, its shapes and colours without words.

/** Where system fonts live on Debian and most other systems. */
export const SYSTEM_FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts'] as const;

/**
 * The files the card asks for, in the order it prefers them: a sans-serif with Latin
 * accents in regular and bold, then one with Japanese. Loading only these (not every font
 * of the system) keeps each render's font set small.
 */
const WANTED_FONTS = [
  { family: 'DejaVu Sans', file: /^DejaVuSans(-Bold)?\.ttf$/ },
  { family: 'Noto Sans', file: /^NotoSans-(Regular|Bold)\.ttf$/ },
  { family: 'Noto Sans CJK JP', file: /^NotoSansCJK(jp)?-(Regular|Bold)\.(ttc|otf)$/i },
  { family: 'Noto Sans JP', file: /^NotoSansJP-(Regular|Bold)\.(ttf|otf)$/ },
] as const;

/** The families that draw Japanese. */
const JAPANESE_FAMILIES: ReadonlySet<string> = new Set(['Noto Sans CJK JP', 'Noto Sans JP']);

export interface PreviewFonts {
  /** Font files to load, possibly none. */
  files: readonly string[];
  /** The families those files hold, preferred first (the SVG's font-family list). */
  families: readonly string[];
}

export const NO_FONTS: PreviewFonts = { files: [], families: [] };

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir, { recursive: true });
    return names.map((name) => join(dir, name));
  } catch {
    return []; // a folder the system does not have
  }
}

/** The wanted fonts found under `dirs` (the system's by default). */
export async function findPreviewFonts(
  dirs: readonly string[] = SYSTEM_FONT_DIRS,
): Promise<PreviewFonts> {
  const paths = (await Promise.all(dirs.map(filesUnder))).flat();
  const files: string[] = [];
  const families: string[] = [];
  for (const wanted of WANTED_FONTS) {
    const found = paths.filter((path) => wanted.file.test(path.slice(path.lastIndexOf('/') + 1)));
    if (!found.length) continue;
    files.push(...found.sort());
    families.push(wanted.family);
  }
  return { files, families };
}

/**
 * The language the card's words are drawn in: the reader's, unless no font found can draw
 * it (Japanese without a Japanese font would be rows of empty boxes), then English. The
 * page's preview text and the image's alt text stay in the reader's language either way.
 */
export function drawnLanguage(language: Language, fonts: PreviewFonts): Language {
  if (language !== 'ja') return language;
  return fonts.families.some((family) => JAPANESE_FAMILIES.has(family)) ? language : 'en';
}
