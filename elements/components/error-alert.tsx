import type { RefObject } from 'react';

/** The element's error, announced by screen readers (role="alert") and focusable when no field is to blame. */
export function ErrorAlert({ message, alertRef }: { message: string; alertRef?: RefObject<HTMLDivElement | null> }) {
  return (
    <div part="error" className="alert" role="alert" tabIndex={-1} ref={alertRef}>
      {message}
    </div>
  );
}
