import type { InProcess } from '../../../core/test-support/in-process-apps';
import type { ClientAppOptions } from '../../../core';
import type { FlowEnv } from '../flow-env';

/** A flow env over a real ClientApp of the in-process server, recording what an element would dispatch and where it would go. */
export type TestFlowEnv = FlowEnv & {
  /** Every `latch-error` the flows reported. */
  failures: { code: string; message: string }[];
  /** Every URL core navigated to (its redirect method), in order. */
  navigations: string[];
  /** Answer for the next navigations: false plays a host page cancelling `latch-before-redirect`. */
  allowNavigation: boolean;
};

/**
 * A test env: `t.clientApp` with a redirect method that records instead of leaving the page, `act` telling whether a
 * navigation went ahead, and `afterAuthApp` made as the page runtime makes it (core's rule with the element's URL).
 */
export function testFlowEnv(t: InProcess, appOptions: Partial<ClientAppOptions> = {}): TestFlowEnv {
  let navigated = 0;
  const env: TestFlowEnv = {
    failures: [],
    navigations: [],
    allowNavigation: true,
    app: t.clientApp({ ...appOptions, redirectMethod: { navigate: (url) => record(url) } }),
    async act(action) {
      const before = navigated;
      const value = await action();
      return { value, navigated: navigated > before };
    },
    afterAuthApp: (url) => t.clientApp({ tokenStore: null, urls: { afterSignIn: url, afterSignUp: url }, redirectMethod: { navigate: (to) => record(to) } }),
    onFailure: (code, message) => env.failures.push({ code, message }),
    isLeaving: () => navigated > 0,
    translations: () => ({}),
  };
  function record(url: string): void {
    if (!env.allowNavigation) return;
    env.navigations.push(url);
    navigated++;
  }
  return env;
}

/** A fresh address for an account of this test run. */
let counter = 0;
export const newEmail = (): string => `flow-${++counter}-${Date.now()}@example.com`;
export const PASSWORD = 'correct horse battery';
