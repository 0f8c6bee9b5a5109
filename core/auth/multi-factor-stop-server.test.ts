import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../test-support/fake-browser';
import { useInProcessServer } from '../test-support/in-process-apps';
import { MFA_ATTEMPT_CODE_KEY } from './multi-factor-stop';

afterEach(() => {
  vi.unstubAllGlobals();
});

const t = useInProcessServer();
const password = 'correct horse battery';

describe('a user with a TOTP secret signing in against the real server (docs/wire.md §4 "MFA")', () => {
  it('stops at the second factor: the attempt code is kept, nobody is signed in', async () => {
    const email = `mfa-${Date.now()}@example.com`;
    expect((await t.clientApp().signUpWithCredential({ email, password, noVerificationCallback: true })).status).toBe('ok');
    await t.server.deps.db.updateTable('users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('project_id', '=', t.server.demo.id).execute();

    const { sessionStorage } = installFakeBrowser('http://localhost:3000/handler/sign-in');
    const app = t.clientApp();
    const result = await app.signInWithCredential({ email, password, noRedirect: true });
    expect(result.status === 'error' && result.error.code).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    const attemptCode = sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY);
    expect(attemptCode).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    expect(result.status === 'error' && result.error.details).toEqual({ attempt_code: attemptCode });
    expect(await app.getUser()).toBeNull();
  });
});
