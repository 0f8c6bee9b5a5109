import { useContext, type MouseEvent, type ReactNode } from 'react';
import { HandlerNavigation } from './handler-navigation';

/** A link that `<auth-handler>` can follow in place; a plain `<a href>` otherwise (open in new tab still works). */
export function Link({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useContext(HandlerNavigation);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (navigate(href)) event.preventDefault();
  };
  return (
    <a part="link" href={href} onClick={onClick}>
      {children}
    </a>
  );
}
