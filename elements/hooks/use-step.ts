import { useEffect, type RefObject } from 'react';
import { ELEMENT_EVENTS } from '../../protocol/elements';
import { useElement } from '../element-context';
import { dispatchLatchEvent } from '../runtime/dispatch-latch-event';

/** The step each element last showed; kept per element, so screens that replace each other share it. */
const lastStep = new WeakMap<HTMLElement, string>();

/**
 * Reports the screen an element shows (`latch-step-changed`, also for the first one) and, on every change after
 * the first, moves focus to its heading (when focus was in the element) so keyboard and screen-reader users land on the new step. `null` while
 * loading: not a step, so finishing loading never steals focus from the page.
 */
export function useStep(step: string | null, heading: RefObject<HTMLElement | null>): void {
  const { host } = useElement();
  useEffect(() => {
    if (step === null) return;
    const previous = lastStep.get(host);
    if (previous === step) return;
    lastStep.set(host, step);
    dispatchLatchEvent(host, ELEMENT_EVENTS.stepChanged, { step });
    // Only when focus was in this element (or nowhere, its element having gone): a change caused elsewhere,
    // such as a sign-out in another element or tab, must not pull focus away from what the visitor is doing.
    const active = host.ownerDocument.activeElement;
    const focusWasHere = active === null || active === host.ownerDocument.body || active === host || host.contains(active);
    if (previous !== undefined && focusWasHere) heading.current?.focus();
  }, [host, step, heading]);
}
