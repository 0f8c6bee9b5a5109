import { vi } from 'vitest';
import { FakeStorage, installFakeBrowser } from '../../../core/test-support/fake-browser';
import type { InProcess } from '../../../core/test-support/in-process-apps';
import { installSoftAuthenticator, type SoftAuthenticator } from '../../../core/test-support/soft-authenticator';
import { newEmail, PASSWORD } from './flow-env';

/**
 * A page at http://localhost:3000 (trusted by the demo project; `href` for another) with a platform authenticator in
 * place of the browser's WebAuthn API, and a localStorage. `vi.unstubAllGlobals()` removes them.
 *
 * @example
 * ```ts
 * const { authenticator } = passkeyPage();
 * ```
 */
export function passkeyPage(options: { autofill?: boolean; platform?: boolean; href?: string } = {}): { authenticator: SoftAuthenticator; localStorage: FakeStorage } {
  const { jar } = installFakeBrowser(options.href ?? 'http://localhost:3000/handler/sign-in');
  // @simplewebauthn/browser looks for `webauthn` inputs in the document when it starts an autofill request.
  Object.assign(jar, { querySelectorAll: () => [] });
  const localStorage = new FakeStorage();
  vi.stubGlobal('localStorage', localStorage);
  const authenticator = installSoftAuthenticator(options);
  return { authenticator, localStorage };
}

/**
 * A password account made through the server (another app), optionally with a passkey made on this page.
 *
 * @example
 * ```ts
 * const email = await passwordAccount(t, { passkey: true });
 * ```
 */
export async function passwordAccount(t: InProcess, options: { passkey?: boolean } = {}): Promise<string> {
  const app = t.clientApp();
  const email = newEmail();
  const result = await app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
  if (result.status !== 'ok') throw result.error;
  if (options.passkey) {
    const registered = await ((await app.getUser()) ?? fail()).registerPasskey();
    if (registered.status !== 'ok') throw registered.error;
  }
  return email;
}

function fail(): never {
  throw new Error('signed up, yet no user');
}
