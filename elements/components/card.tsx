import { useId, type ReactNode, type RefObject } from 'react';

/** The panel every screen is drawn in, titled by a focusable heading (focus lands there on each step change). */
export function Card(props: { title: string; heading: RefObject<HTMLHeadingElement | null>; wide?: boolean; busy?: boolean; children?: ReactNode }) {
  const id = useId();
  return (
    <section part="card" className={props.wide ? 'card wide' : 'card'} aria-labelledby={id} aria-busy={props.busy || undefined}>
      <h2 part="title" id={id} ref={props.heading} tabIndex={-1}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
