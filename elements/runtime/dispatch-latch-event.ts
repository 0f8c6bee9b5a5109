import { ELEMENT_EVENTS, type ElementEventDetail } from '../../protocol/elements';

type EventName = keyof ElementEventDetail;

/**
 * Dispatches one of the contract's events from `target`: bubbling and composed, so it crosses shadow roots and
 * reaches `document`. Returns false when a listener cancelled it (only `latch-before-redirect` is cancelable).
 */
export function dispatchLatchEvent<N extends EventName>(target: EventTarget, name: N, detail: ElementEventDetail[N]): boolean {
  const event = new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: name === ELEMENT_EVENTS.beforeRedirect,
  });
  return target.dispatchEvent(event);
}
