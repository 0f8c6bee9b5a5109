import type { ElementTag } from '../protocol/elements';

/** The translation key of the text (elements/i18n/en/common.ts); a site's `Latch.setTranslations` may replace it. */
export const UNAVAILABLE_KEY = 'common.unavailable';

/**
 * A small box in the system font and the page's own text colour (so it suits a light or a dark page): it must not
 * need the element's stylesheet, which is what failed to load.
 */
const SHEET = ':host{display:block}p{margin:0;padding:.6em .9em;border:1px solid #8888;border-radius:8px;font:14px/1.5 system-ui,sans-serif}';

/**
 * Puts "Sign-in is unavailable right now" (`message`) in every `<tag>` of the page whose code (or the runtime) could
 * not be loaded, in place of the empty box the loader reserved (issue 20): a status in the element's own shadow root,
 * styled by a constructable stylesheet so a strict `style-src` needs no exception. The element is marked
 * `data-latch-unavailable`, which the placeholder sheet shows.
 */
export function showUnavailable(tag: ElementTag, message: string): void {
  if (customElements.get(tag)) return;
  document.querySelectorAll(tag).forEach((element) => {
    if (element.shadowRoot) return;
    const shadow = element.attachShadow({ mode: 'open' });
    if ('adoptedStyleSheets' in ShadowRoot.prototype && typeof CSSStyleSheet === 'function') {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(SHEET);
      shadow.adoptedStyleSheets = [sheet];
    }
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.setAttribute('part', 'unavailable');
    status.textContent = message;
    shadow.append(status);
    element.setAttribute('data-latch-unavailable', '');
  });
}
