import { createContext, useContext } from 'react';
import type { ElementTag } from '../protocol/elements';
import type { PageRuntime } from './runtime/page-runtime';

/** What every component of an element can reach: the page runtime, and the custom element it renders in. */
export type ElementContextValue = {
  runtime: PageRuntime;
  host: HTMLElement;
  tag: ElementTag;
};

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new TypeError('Latch components render inside an auth-* element.');
  return value;
}
