import { useLayoutEffect, useState } from 'react';
import { useLatch } from '../latch-context';
import { LIGHT_ATTRIBUTE } from '../styles/light-css';
import { adoptLightStyles } from '../styles/stylesheets';

/** The shadow root's `<slot>` the light-DOM container is projected through. */
export const CREDENTIALS_SLOT = 'latch-credentials';

/**
 * A container in the element's light DOM (a child of the host, projected into the card through a named slot)
 * for content that must be visible to the page: password forms, which password managers and their extensions
 * cannot see inside a shadow root. Removed again when the component unmounts. Null until it exists, and always
 * without a host element (in a React app there is no shadow root to escape: render in place).
 */
export function useLightDom(): HTMLElement | null {
  const { host } = useLatch();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!host) return;
    const element = host.ownerDocument.createElement('div');
    element.setAttribute(LIGHT_ATTRIBUTE, '');
    element.slot = CREDENTIALS_SLOT;
    const root = host.getRootNode();
    if (root instanceof Document || root instanceof ShadowRoot) adoptLightStyles(root);
    host.append(element);
    setContainer(element);
    return () => element.remove();
  }, [host]);
  return container;
}
