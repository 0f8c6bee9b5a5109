/**
 * The public styling contract: `--latch-*` custom properties a site sets anywhere above an element (they inherit
 * into the shadow root and the light-DOM form alike). Each maps to an internal `--_*` property with a light and a
 * dark default; `theme="auto"` follows `prefers-color-scheme`. Between the two sits the project's branding
 * (`--latch-brand-*`, set on the root from the project config: brand-style.ts), so a page's own properties still win.
 */
const TOKENS: [internal: string, publicName: string, light: string, dark: string, brand?: string][] = [
  ['bg', '--latch-color-background', '#ffffff', '#111827', 'background_color'],
  ['fg', '--latch-color-text', '#111827', '#f3f4f6', 'text_color'],
  ['muted', '--latch-color-muted', '#4b5563', '#9ca3af'],
  ['border', '--latch-color-border', '#d1d5db', '#374151'],
  ['primary', '--latch-color-primary', '#4338ca', '#a5b4fc', 'primary_color'],
  ['on-primary', '--latch-color-primary-text', '#ffffff', '#111827', 'primary_text_color'],
  ['input-bg', '--latch-color-input-background', '#ffffff', '#1f2937', 'background_color'],
  ['error', '--latch-color-error', '#b91c1c', '#fca5a5'],
  ['error-bg', '--latch-color-error-background', '#fef2f2', '#3b0d0d'],
  ['hover', '--latch-color-hover', '#f3f4f6', '#1f2937'],
  ['focus', '--latch-color-focus', '#4338ca', '#a5b4fc', 'primary_color'],
];

const SHAPE: [internal: string, publicName: string, value: string, brand?: string][] = [
  ['radius', '--latch-radius', '0.5rem', 'radius_px'],
  ['font', '--latch-font-family', 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', 'font_family'],
  ['font-size', '--latch-font-size', '0.9375rem'],
  ['space', '--latch-spacing', '1rem'],
  ['card-width', '--latch-card-width', '24rem'],
  ['shadow', '--latch-card-shadow', '0 1px 3px rgb(0 0 0 / 0.08), 0 1px 2px rgb(0 0 0 / 0.04)'],
];

/** A default behind the project's branding, when the token has a branded value. */
const branded = (value: string, brand?: string) => (brand ? `var(--latch-brand-${brand},${value})` : value);

function declarations(mode: 'light' | 'dark'): string {
  const colors = TOKENS.map(([name, pub, light, dark, brand]) => `--_${name}:var(${pub},${branded(mode === 'light' ? light : dark, brand)});`);
  return `color-scheme:${mode};${colors.join('')}`;
}

/** Theme rules for `selector` (an element carrying `data-theme="light|dark|auto"`). */
export function themeCss(selector: string): string {
  const shape = SHAPE.map(([name, pub, value, brand]) => `--_${name}:var(${pub},${branded(value, brand)});`).join('');
  return [
    `${selector}{${shape}${declarations('light')}}`,
    `${selector}[data-theme=dark]{${declarations('dark')}}`,
    `@media (prefers-color-scheme: dark){${selector}[data-theme=auto]{${declarations('dark')}}}`,
  ].join('\n');
}
