import { useContext, useId, type ReactNode, type RefObject } from 'react';
import { useBranding } from '../hooks/use-branding';
import { useTranslate } from '../hooks/use-translate';
import { HandlerNavigation } from './handler-navigation';

/**
 * The panel every screen is drawn in, titled by a focusable heading (focus lands there on each step change). In
 * `<auth-handler>` the card is the page, so its title is the page's `h1`; embedded in a host page it is an `h2`.
 * A `compact` card (a message, no form) is as tall as its content instead of the box reserved for forms.
 * The project's branding (docs/branding.md) adds its logo above the title and may hide the "Secured by Latch" line,
 * which the loading card shows too, so the card does not grow when the project arrives.
 */
export function Card(props: { title: string; heading: RefObject<HTMLHeadingElement | null>; wide?: boolean; compact?: boolean; busy?: boolean; children?: ReactNode }) {
  const id = useId();
  const t = useTranslate();
  const { branding, name } = useBranding();
  const Heading = useContext(HandlerNavigation) ? 'h1' : 'h2';
  const logo = branding?.logo_url;
  const dark = branding?.logo_dark_url;
  return (
    <section part="card" className={`card${props.wide ? ' wide' : ''}${props.compact ? ' compact' : ''}`} aria-labelledby={id} aria-busy={props.busy || undefined}>
      {logo ? <img part="logo" className={dark ? 'logo light' : 'logo'} src={logo} alt={name} /> : null}
      {logo && dark ? <img part="logo" className="logo dark" src={dark} alt={name} /> : null}
      <Heading part="title" id={id} ref={props.heading} tabIndex={-1}>
        {props.title}
      </Heading>
      {props.children}
      {branding?.show_secured_by === false ? null : (
        <p part="footer" className="muted footer">
          {t('common.securedBy')}
        </p>
      )}
    </section>
  );
}
