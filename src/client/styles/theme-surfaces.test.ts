import { readFileSync } from 'node:fs';
import { LIVERY_SURFACES } from '../../domain/site/themes';

// Read from disk: the test runner does not load stylesheets.
const themeCss = readFileSync('src/client/styles/theme.css', 'utf8');

// The livery contrast checks in src/domain run against these values; the page must paint
// the same ones.
describe('theme.css', () => {
  it.each([
    ['--bg', LIVERY_SURFACES.bg],
    ['--surface', LIVERY_SURFACES.surface],
    ['--card-bg', LIVERY_SURFACES.surface],
    ['--surface-raised', LIVERY_SURFACES.surfaceRaised],
  ])('paints %s as %s', (variable, hex) => {
    const match = themeCss.match(new RegExp(`${variable}:\\s*(#[0-9a-f]{6})`, 'i'));
    expect(match?.[1]?.toLowerCase()).toBe(hex);
  });
});
