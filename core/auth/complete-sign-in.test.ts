import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppContext } from '../app-context';
import { clientViews } from '../client-views';
import { installFakeBrowser } from '../test-support/fake-browser';
import { useInProcessServer } from '../test-support/in-process-apps';
import { completeSignIn } from './complete-sign-in';

const t = useInProcessServer();
let counter = 0;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A new user of the demo project and a fresh session of theirs, as a sign-in answers it. */
async function newSession() {
  const server = t.serverApp({ tokenStore: null });
  const user = await server.createUser({ primaryEmail: `complete${++counter}@example.com`, password: 'correct horse battery', primaryEmailAuthEnabled: true });
  const { accessToken, refreshToken } = await user.createSession();
  return { userId: user.id, pair: { access_token: accessToken, refresh_token: refreshToken } };
}

function contextWithNavigation(urls = {}) {
  const navigate = vi.fn();
  const context = createAppContext(t.clientOptions({ redirectMethod: { navigate }, urls }), clientViews);
  return { context, navigate };
}

describe('completeSignIn, the end of every sign-in method', () => {
  it('stores the tokens, and $session and $user show the user before it resolves', async () => {
    const { userId, pair } = await newSession();
    const { context } = contextWithNavigation();
    await completeSignIn(context, pair, 'stay');
    expect(context.tokens.current()).toEqual({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
    expect(context.stores.$session.get()).toEqual({ status: 'signed-in', userId });
    expect(context.stores.cachedUser()?.id).toBe(userId);
  });

  it("goes to the after-sign-in page, or the after-sign-up page, and nowhere with 'stay'", async () => {
    const { context, navigate } = contextWithNavigation({ afterSignIn: '/app', afterSignUp: '/welcome' });
    await completeSignIn(context, (await newSession()).pair, 'afterSignIn');
    await completeSignIn(context, (await newSession()).pair, 'afterSignUp');
    await completeSignIn(context, (await newSession()).pair, 'stay');
    expect(navigate.mock.calls).toEqual([['/app'], ['/welcome']]);
  });

  it('a trusted after_auth_return_to on the page wins over the after-sign-in page', async () => {
    installFakeBrowser('http://localhost:3000/handler/sign-in?after_auth_return_to=%2Fcart%3Fstep%3D2');
    const { context, navigate } = contextWithNavigation({ afterSignIn: '/app' });
    await completeSignIn(context, (await newSession()).pair, 'afterSignIn');
    expect(navigate).toHaveBeenCalledWith('/cart?step=2');
  });

  it('refuses an answer without tokens and stays signed out', async () => {
    const { context, navigate } = contextWithNavigation();
    await expect(completeSignIn(context, { access_token: '', refresh_token: 'r' }, 'afterSignIn')).rejects.toThrow('without tokens');
    expect(context.stores.$session.get()).toEqual({ status: 'signed-out' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
