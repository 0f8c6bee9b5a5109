import type { CSSProperties } from 'react';
import type { ClientProjectConfig } from '../../core';

/** A project's branding as the elements read it (docs/branding.md). */
export type Branding = ClientProjectConfig['branding'];

/** The branding's keys the theme tokens fall back to, each as `--latch-brand-<key>` (theme-tokens.ts). */
const STYLED = ['primary_color', 'primary_text_color', 'background_color', 'text_color', 'radius_px', 'font_family'] as const;

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
export function brandStyle(branding: Branding | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const key of STYLED) {
    const value = branding?.[key];
    if (value !== undefined) style[`--latch-brand-${key}`] = typeof value === 'number' ? `${value}px` : value;
  }
  return style;
}
