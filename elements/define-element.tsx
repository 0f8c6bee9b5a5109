import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { ELEMENT_EVENTS, type ElementTag } from '../protocol/elements';
import { fail } from '../protocol/fail';
import { ABSENT, EMPTY } from './attribute-values';
import { COMMON_ATTRIBUTES } from './attributes/common';
import { ElementShell } from './components/element-shell';
import { LOCALE_WAIT_MS, loadedLocale, loadLocale, pageLangChanges, SPEAKABLE_LOCALES } from './i18n/locale-chunks';
import { requestedLocales, resolveLocale } from './i18n/resolve-locale';
import { localeStrings } from './i18n/locale-strings';
import { LatchContext, type LatchContextValue } from './latch-context';
import { dispatchLatchEvent } from './runtime/dispatch-latch-event';
import { pageRuntime, type PageRuntime } from './runtime/page-runtime';
import { adoptSheet, adoptShadowStyles } from './styles/stylesheets';

/** Attribute props as components receive them: raw attribute text (see attribute-values.ts). */
export type AttributeProps<Name extends string> = Partial<Record<Name, string>>;

/**
 * Defines `tag` as a custom element rendering `Component` in an open shadow root (r2wc), with the element's
 * attributes as props (`after-sign-in-url` → `afterSignInUrl`). Every element also takes `theme` and `lang`.
 */
export function defineElement<Name extends string>(
  tag: ElementTag,
  Component: ComponentType<AttributeProps<Name>>,
  props: readonly Name[],
  /** The element's own host styles (its box), adopted with the base styles before anything renders. */
  css?: string,
): void {
  if (customElements.get(tag)) return;
  const runtime = pageRuntime();
  type Props = AttributeProps<Name | (typeof COMMON_ATTRIBUTES)[number]> & { container?: HTMLElement };

  function Root({ container, ...attributes }: Props) {
    const root = container as Node | undefined;
    if (!(root instanceof ShadowRoot)) throw new TypeError(`<${tag}> renders into its shadow root.`);
    const host = root.host as HTMLElement;
    const locale = useLocale(runtime, host, attributes.lang);
    const context = useMemo(() => locale && elementContext(runtime, host, root, locale), [host, root, locale]);
    // The server writes this visitor's e-mails in the language they see here (docs/i18n.md "E-mails").
    useEffect(() => locale && runtime.app.setLocale(locale.lang), [locale]);
    // No English flash: nothing renders until the element's language is here (or LOCALE_WAIT_MS has passed).
    if (!context) return null;
    return (
      <LatchContext.Provider value={context}>
        <ElementShell theme={attributes.theme}>
          <Component {...(attributes as AttributeProps<Name>)} />
        </ElementShell>
      </LatchContext.Provider>
    );
  }

  const propTypes = Object.fromEntries([...props, ...COMMON_ATTRIBUTES].map((name) => [name, 'string' as const])) as Record<Name | (typeof COMMON_ATTRIBUTES)[number], 'string'>;
  // r2wc's return type (CustomElementConstructor) does not declare the callbacks its class implements.
  const Base = r2wc<Props>(Root, { shadow: 'open', props: propTypes }) as new () => HTMLElement & R2wcCallbacks;

  class LatchElement extends Base {
    constructor() {
      super();
      const root = this.shadowRoot ?? fail(`<${tag}> has no shadow root, though r2wc was asked for an open one`);
      adoptShadowStyles(root, tag);
      if (css) adoptSheet(root, css);
    }

    /**
     * r2wc skips an attribute whose value is empty (`<auth-sign-in no-redirect>`) and one that was removed; pass
     * both on as marker values so presence-only flags and removals reach the component.
     */
    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      super.attributeChangedCallback(name, oldValue, value === null ? ABSENT : value === '' ? EMPTY : value);
    }
  }
  customElements.define(tag, LatchElement);
}

/** The language an element shows and its strings. */
type ShownLocale = { lang: string; strings: Readonly<Record<string, string>> };

/**
 * The language `host` speaks (docs/i18n.md "Which language"), worked out again when its `lang` or any `lang` of the
 * page changes. Undefined until the first one's chunk has loaded (bounded by LOCALE_WAIT_MS, then English); after
 * that, a change shows the new language once its chunk is here.
 */
function useLocale(runtime: PageRuntime, host: HTMLElement, ownLang: string | undefined): ShownLocale | undefined {
  const pageLang = useStore(pageLangChanges());
  // biome-ignore lint/correctness/useExhaustiveDependencies: ownLang and pageLang say when the DOM's lang attributes changed
  const wanted = useMemo(() => resolveLocale(requestedLocales(host, runtime.config.lang, navigator.languages ?? []), SPEAKABLE_LOCALES), [host, ownLang, pageLang]);
  const [shown, setShown] = useState<ShownLocale | undefined>(() => {
    const strings = loadedLocale(wanted);
    return strings && { lang: wanted, strings };
  });
  useEffect(() => {
    const ready = loadedLocale(wanted);
    if (ready) {
      setShown((current) => (current?.lang === wanted ? current : { lang: wanted, strings: ready }));
      return;
    }
    let live = true;
    const english = (current: ShownLocale | undefined) => current ?? { lang: 'en', strings: {} };
    const timer = setTimeout(() => live && setShown(english), LOCALE_WAIT_MS);
    void loadLocale(wanted).then((strings) => live && setShown(strings ? { lang: wanted, strings } : english));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted]);
  return shown;
}

/** The Latch context of one element: the page runtime's app, with events and redirects coming from `host`. */
function elementContext(runtime: PageRuntime, host: HTMLElement, root: ShadowRoot, locale: ShownLocale): LatchContextValue {
  return {
    app: runtime.app,
    act: (action) => runtime.act(host, action),
    afterAuthApp: (url) => runtime.afterAuthApp(url),
    onFailure: (code, message) => dispatchLatchEvent(host, ELEMENT_EVENTS.error, { code, message }),
    translations: () => localeStrings(runtime.$translations.get(), locale.lang, locale.strings),
    $translations: runtime.$translations,
    host,
    theme: runtime.config.theme,
    lang: locale.lang,
    strings: locale.strings,
    onStep: (step) => dispatchLatchEvent(host, ELEMENT_EVENTS.stepChanged, { step }),
    isLeaving: () => runtime.isLeaving(),
    keepReturnTo: (href) => runtime.keepReturnTo(href),
    adoptStyles: (css) => adoptSheet(root, css),
  };
}

type R2wcCallbacks = { attributeChangedCallback(name: string, oldValue: string | null, value: string): void };
