import type { ElementTag } from '../../protocol/elements';
import { lightCss } from './light-css';
import { shadowCss } from './shadow-css';

/**
 * Constructable stylesheets, built on first use (never at import time) and shared by every instance: no inline
 * `<style>`, so a strict `style-src` needs no `'unsafe-inline'`.
 */
const shadowSheets = new Map<ElementTag, CSSStyleSheet>();
let lightSheet: CSSStyleSheet | undefined;

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/** Gives a shadow root its element's styles. */
export function adoptShadowStyles(root: ShadowRoot, tag: ElementTag): void {
  let sheet = shadowSheets.get(tag);
  if (!sheet) {
    sheet = sheetOf(shadowCss(tag));
    shadowSheets.set(tag, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Gives the document (or the host's own shadow root) the light-DOM form styles, once. */
export function adoptLightStyles(root: Document | ShadowRoot): void {
  lightSheet ??= sheetOf(lightCss());
  if (!root.adoptedStyleSheets.includes(lightSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, lightSheet];
}
