/**
 * WCAG 2.2 contrast (success criterion 1.4.3 "Contrast (Minimum)", level AA: 4.5:1 for text): the dashboard checks a
 * project's branding with it before saving (docs/branding.md "Contrast").
 */

/** The AA minimum for normal text. */
const AA_TEXT_CONTRAST = 4.5;

/** The relative luminance of a CSS hex colour (its alpha ignored), or null when it is not one. */
function luminance(hex: string): number | null {
  const digits = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex)?.[1];
  if (!digits) return null;
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of two hex colours (1 to 21), or null when either is not a hex colour.
 *
 * @example
 * ```ts
 * contrastRatio('#000000', '#ffffff'); // 21
 * ```
 */
export function contrastRatio(a: string, b: string): number | null {
  const [x, y] = [luminance(a), luminance(b)];
  if (x === null || y === null) return null;
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** A pair of colours the card shows one on the other, by name. */
export type ColourPair = { name: string; foreground: string; background: string };

/**
 * The first pair below AA, in plain words, or null when every pair passes (or a colour is not yet a hex colour:
 * the field says so instead).
 *
 * @example
 * ```ts
 * contrastProblem([{ name: 'Button text on the primary colour', foreground: '#ffffff', background: '#fde047' }]);
 * // 'Button text on the primary colour has a contrast of 1.3:1; WCAG AA needs at least 4.5:1. …'
 * ```
 */
export function contrastProblem(pairs: readonly ColourPair[]): string | null {
  for (const pair of pairs) {
    const ratio = contrastRatio(pair.foreground, pair.background);
    if (ratio !== null && ratio < AA_TEXT_CONTRAST) {
      return `${pair.name} has a contrast of ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1; WCAG AA needs at least 4.5:1. Choose colours further apart to save.`;
    }
  }
  return null;
}
