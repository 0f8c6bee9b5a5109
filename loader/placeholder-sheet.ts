import { ELEMENT_BOXES, ELEMENT_TAGS } from '../protocol/elements';

/**
 * Reserves each element's box before its script has run, so the page does not shift when it upgrades.
 * A constructable stylesheet, not an inline `<style>`, so a strict `style-src` needs no exception.
 */
export function adoptPlaceholderSheet(): void {
  if (!('adoptedStyleSheets' in Document.prototype) || typeof CSSStyleSheet !== 'function') return;
  const rules = ELEMENT_TAGS.map((tag) => {
    const box = ELEMENT_BOXES[tag];
    const width = (box.width ? `width:${box.width};` : '') + (box.height ? `height:${box.height};` : '');
    // vertical-align as the element's own :host, so an inline box sits on the line the same way before and after.
    const align = box.display === 'inline-block' ? 'vertical-align:middle;' : '';
    // An element whose code could not load shows its small "unavailable" status instead of the reserved box.
    const unavailable = `${tag}[data-latch-unavailable]:not(:defined){visibility:visible;min-height:0;height:auto}`;
    return `${tag}:not(:defined){display:${box.display};min-height:${box.minHeight};${width}${align}visibility:hidden}\n${unavailable}`;
  });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules.join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
