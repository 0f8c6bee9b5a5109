import type { CSSProperties } from 'react';
import type { ClientProjectConfig } from '../../core';

/** A project's branding as the elements read it (docs/branding.md). */
export type Branding = ClientProjectConfig['branding'];

/**
 * The project's branding as the `--latch-brand-*` properties the theme tokens fall back to (theme-tokens.ts): set
 * on an element's root, under any `--latch-*` property the page sets. Set through the CSSOM, so a strict
 * `style-src` is no obstacle.
 *
 * @example
 * ```tsx
 * <div className="root" style={brandStyle({ primary_color: '#0f766e' })} />
 * ```
 */
export function brandStyle(branding: Branding | undefined): CSSProperties | undefined {
  if (!branding) return undefined;
  const style: Record<string, string> = {};
  const set = (name: string, value: string | number | undefined, unit = '') => {
    if (value !== undefined) style[`--latch-brand-${name}`] = `${value}${unit}`;
  };
  set('primary', branding.primary_color);
  set('on-primary', branding.primary_text_color);
  set('bg', branding.background_color);
  set('fg', branding.text_color);
  set('radius', branding.radius_px, 'px');
  set('font', branding.font_family);
  return style;
}
