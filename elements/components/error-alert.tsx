import type { RefObject } from 'react';
import { ServerWaitNotice } from './server-wait-notice';

/**
 * The element's error, announced by screen readers (role="alert") and focusable when no field is to blame. With
 * `busy` (its action is running), the notice that the server is not answering comes before it, with Stop.
 */
export function ErrorAlert({ message, alertRef, busy }: { message: string; alertRef?: RefObject<HTMLDivElement | null>; busy?: boolean }) {
  return (
    <>
      {busy === undefined ? null : <ServerWaitNotice busy={busy} />}
      <div part="error" className="alert" role="alert" tabIndex={-1} ref={alertRef}>
        {message}
      </div>
    </>
  );
}
