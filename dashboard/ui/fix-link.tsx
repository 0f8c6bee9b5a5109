import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { fixPath, type ProductionCheckFix } from '../../protocol/production-checks';
import { focusControl } from './focus-control';

/** A link to the control that fixes something (a production check): opens its area and focuses the control. */
export function FixLink({ fix, children }: { fix: ProductionCheckFix; children: ReactNode }) {
  // wouter's Link opens the area (its href carries the project's base); the control is focused once it is shown.
  return (
    <Link href={`/${fixPath(fix)}`} onClick={() => focusControl(fix.control)}>
      {children}
    </Link>
  );
}
