import r2wc from '@r2wc/react-to-web-component';
import { useMemo, type ComponentType } from 'react';
import type { ElementTag } from '../protocol/elements';
import { fail } from '../protocol/fail';
import { ElementContext } from './element-context';
import { ElementShell } from './components/element-shell';
import { pageRuntime } from './runtime/page-runtime';
import { adoptShadowStyles } from './styles/stylesheets';
import { ABSENT, EMPTY } from './attribute-values';

/** Attribute props as components receive them: raw attribute text (see attribute-values.ts). */
export type AttributeProps<Name extends string> = Partial<Record<Name, string>>;

/**
 * Defines `tag` as a custom element rendering `Component` in an open shadow root (r2wc), with the element's
 * attributes as props (`after-sign-in-url` → `afterSignInUrl`). Every element also takes `theme`.
 */
export function defineElement<Name extends string>(tag: ElementTag, Component: ComponentType<AttributeProps<Name>>, props: readonly Name[]): void {
  if (customElements.get(tag)) return;
  const runtime = pageRuntime();
  type Props = AttributeProps<Name | 'theme'> & { container?: HTMLElement };

  function Root({ container, ...attributes }: Props) {
    const root = container as Node | undefined;
    if (!(root instanceof ShadowRoot)) throw new TypeError(`<${tag}> renders into its shadow root.`);
    const host = root.host as HTMLElement;
    const context = useMemo(() => ({ runtime, host, tag }), [host]);
    return (
      <ElementContext.Provider value={context}>
        <ElementShell theme={attributes.theme}>
          <Component {...(attributes as AttributeProps<Name>)} />
        </ElementShell>
      </ElementContext.Provider>
    );
  }

  const propTypes = Object.fromEntries([...props, 'theme'].map((name) => [name, 'string' as const])) as Record<Name | 'theme', 'string'>;
  // r2wc's return type (CustomElementConstructor) does not declare the callbacks its class implements.
  const Base = r2wc<Props>(Root, { shadow: 'open', props: propTypes }) as new () => HTMLElement & R2wcCallbacks;

  class LatchElement extends Base {
    constructor() {
      super();
      adoptShadowStyles(this.shadowRoot ?? fail(`<${tag}> has no shadow root, though r2wc was asked for an open one`), tag);
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

type R2wcCallbacks = { attributeChangedCallback(name: string, oldValue: string | null, value: string): void };
