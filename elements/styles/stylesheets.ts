import type { ElementTag } from '../../protocol/elements';
import { lightCss } from './light-css';
import { shadowCss } from './shadow-css';

/**
 * Constructable stylesheets, built on first use (never at import time) and shared by every instance: no inline
 * `<style>`, so a strict `style-src` needs no `'unsafe-inline'`.
 */
const sheets = new Map<string, CSSStyleSheet>();

/** Gives `root` the stylesheet of `css`, once (one sheet per text, shared by every root). */
export function adoptSheet(root: Document | ShadowRoot, css: string): void {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Gives a shadow root its element's base styles. */
export function adoptShadowStyles(root: ShadowRoot, tag: ElementTag): void {
  adoptSheet(root, shadowCss(tag));
}

/** Gives the document (or the host's own shadow root) the light-DOM form styles, once. */
export function adoptLightStyles(root: Document | ShadowRoot): void {
  adoptSheet(root, lightCss());
}

/** For components rendered straight into a React app (LatchProvider): their styles go to the document. */
export function adoptDocumentStyles(css: string): void {
  adoptSheet(document, css);
}
