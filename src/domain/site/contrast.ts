// WCAG 2 contrast, for checking every livery's accent against the surfaces it is drawn on.

/** WCAG AA: normal-size text against its background. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG AA: controls, focus rings and other graphics that carry meaning. */
export const MIN_CONTROL_CONTRAST = 3;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Relative luminance (0 black .. 1 white) of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOUR.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(hex.slice(1), 16);
  const [r = 0, g = 0, b = 0] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(
    (channel) => {
      const s = channel / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    },
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours, 1 (none) .. 21 (black on white); order-free. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
