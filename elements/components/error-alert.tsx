import { lazy, Suspense, type RefObject } from 'react';

/** Not needed for the first paint: its chunk is fetched when the first form renders, before anyone presses a button. */
const ServerWaitNotice = lazy(() => import('./server-wait-notice'));

/**
 * The element's error, announced by screen readers (role="alert") and focusable when no field is to blame. With
 * `busy` (its action is running), the notice that the server is not answering comes before it, with Stop.
 */
export function ErrorAlert({ message, alertRef, busy }: { message: string; alertRef?: RefObject<HTMLDivElement | null>; busy?: boolean }) {
  return (
    <>
      {busy === undefined ? null : (
        <Suspense fallback={null}>
          <ServerWaitNotice busy={busy} />
        </Suspense>
      )}
      <div part="error" className="alert" role="alert" tabIndex={-1} ref={alertRef}>
        {message}
      </div>
    </>
  );
}
