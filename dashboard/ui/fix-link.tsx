import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fixPath, type ProductionCheckFix } from '../../protocol/production-checks';
import { focusControl } from './focus-control';

/** A link to the control that fixes something (a production check): opens its area and focuses the control. */
export function FixLink({ fix, children }: { fix: ProductionCheckFix; children: ReactNode }) {
  const [, navigate] = useLocation();
  const href = `/${fixPath(fix)}`;
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
        focusControl(fix.control);
      }}
    >
      {children}
    </a>
  );
}
