import { useEffect, type RefObject } from 'react';
import { useLatch } from '../latch-context';

/** The step each element last showed; kept per element, so screens that replace each other share it. */
const lastStep = new WeakMap<object, string>();

/**
 * Reports the step a screen shows (`latch-step-changed`, also for the first one) and, on every change after the
 * first, moves focus to its heading (when focus was in the element) so keyboard and screen-reader users land on the
 * new step. `null` while loading: not a step, so finishing loading never steals focus from the page.
 */
export function useStep(step: string | null, heading: RefObject<HTMLElement | null>): void {
  const latch = useLatch();
  const { host } = latch;
  useEffect(() => {
    if (step === null) return;
    const key = host ?? latch;
    const previous = lastStep.get(key);
    if (previous === step) return;
    lastStep.set(key, step);
    latch.onStep(step);
    // Only when focus was in this element (or nowhere, its element having gone): a change caused elsewhere,
    // such as a sign-out in another element or tab, must not pull focus away from what the visitor is doing.
    const doc = heading.current?.ownerDocument;
    const active = doc?.activeElement ?? null;
    const focusWasHere = active === null || active === doc?.body || (host !== null && (active === host || host.contains(active)));
    if (previous !== undefined && focusWasHere) heading.current?.focus();
  }, [latch, host, step, heading]);
}
