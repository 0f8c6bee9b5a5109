import { useContext, useId, type ReactNode, type RefObject } from 'react';
import { HandlerNavigation } from './handler-navigation';

/**
 * The panel every screen is drawn in, titled by a focusable heading (focus lands there on each step change). In
 * `<auth-handler>` the card is the page, so its title is the page's `h1`; embedded in a host page it is an `h2`.
 * A `compact` card (a message, no form) is as tall as its content instead of the box reserved for forms.
 */
export function Card(props: { title: string; heading: RefObject<HTMLHeadingElement | null>; wide?: boolean; compact?: boolean; busy?: boolean; children?: ReactNode }) {
  const id = useId();
  const Heading = useContext(HandlerNavigation) ? 'h1' : 'h2';
  return (
    <section part="card" className={`card${props.wide ? ' wide' : ''}${props.compact ? ' compact' : ''}`} aria-labelledby={id} aria-busy={props.busy || undefined}>
      <Heading part="title" id={id} ref={props.heading} tabIndex={-1}>
        {props.title}
      </Heading>
      {props.children}
    </section>
  );
}
