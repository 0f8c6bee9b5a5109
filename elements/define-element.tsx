import r2wc from '@r2wc/react-to-web-component';
import { useMemo, type ComponentType } from 'react';
import { ELEMENT_EVENTS, type ElementTag } from '../protocol/elements';
import { fail } from '../protocol/fail';
import { ABSENT, EMPTY } from './attribute-values';
import { COMMON_ATTRIBUTES } from './attributes/common';
import { ElementShell } from './components/element-shell';
import { LatchContext, type LatchContextValue } from './latch-context';
import { dispatchLatchEvent } from './runtime/dispatch-latch-event';
import { pageRuntime, type PageRuntime } from './runtime/page-runtime';
import { adoptSheet, adoptShadowStyles } from './styles/stylesheets';

/** Attribute props as components receive them: raw attribute text (see attribute-values.ts). */
export type AttributeProps<Name extends string> = Partial<Record<Name, string>>;

/**
 * Defines `tag` as a custom element rendering `Component` in an open shadow root (r2wc), with the element's
 * attributes as props (`after-sign-in-url` → `afterSignInUrl`). Every element also takes `theme`.
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
  type Props = AttributeProps<Name | 'theme'> & { container?: HTMLElement };

  function Root({ container, ...attributes }: Props) {
    const root = container as Node | undefined;
    if (!(root instanceof ShadowRoot)) throw new TypeError(`<${tag}> renders into its shadow root.`);
    const host = root.host as HTMLElement;
    const context = useMemo(() => elementContext(runtime, host, root), [host, root]);
    return (
      <LatchContext.Provider value={context}>
        <ElementShell theme={attributes.theme}>
          <Component {...(attributes as AttributeProps<Name>)} />
        </ElementShell>
      </LatchContext.Provider>
    );
  }

  const propTypes = Object.fromEntries([...props, ...COMMON_ATTRIBUTES].map((name) => [name, 'string' as const])) as Record<Name | 'theme', 'string'>;
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

/** The Latch context of one element: the page runtime's app, with events and redirects coming from `host`. */
function elementContext(runtime: PageRuntime, host: HTMLElement, root: ShadowRoot): LatchContextValue {
  return {
    app: runtime.app,
    act: (action) => runtime.act(host, action),
    afterAuthApp: (url) => runtime.afterAuthApp(url),
    onFailure: (code, message) => dispatchLatchEvent(host, ELEMENT_EVENTS.error, { code, message }),
    translations: () => runtime.$translations.get(),
    $translations: runtime.$translations,
    host,
    theme: runtime.config.theme,
    lang: runtime.config.lang ?? 'en',
    onStep: (step) => dispatchLatchEvent(host, ELEMENT_EVENTS.stepChanged, { step }),
    isLeaving: () => runtime.isLeaving(),
    keepReturnTo: (href) => runtime.keepReturnTo(href),
    adoptStyles: (css) => adoptSheet(root, css),
  };
}

type R2wcCallbacks = { attributeChangedCallback(name: string, oldValue: string | null, value: string): void };
