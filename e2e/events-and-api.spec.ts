import type { LatchApi, LatchUser } from '../protocol/elements';
import { expect, test, type RecordedEvent } from './support/fixtures';
import { PASSWORD, WRONG_PASSWORD_MESSAGE, expectSignedInAs, expectSignedOut, newEmail, signIn, signOutFromUserMenu, signUp } from './support/steps';

/** Every field of the documented user, and no other (protocol/elements.ts `LatchUser`). */
const LATCH_USER_KEYS = Object.keys({
  id: 0,
  displayName: 0,
  primaryEmail: 0,
  primaryEmailVerified: 0,
  profileImageUrl: 0,
  signedUpAt: 0,
  isAnonymous: 0,
  hasPassword: 0,
  clientMetadata: 0,
  clientReadOnlyMetadata: 0,
  selectedTeam: 0,
} satisfies Record<keyof LatchUser, 0>).sort();

type PageWindow = Window & { Latch: LatchApi; __calls: (string | null)[]; __lateCalls: (string | null)[]; __sameDocument?: boolean };

/** The parts of a recorded event a host page relies on. */
const shape = (event: RecordedEvent) => ({ name: event.name, target: event.target, bubbles: event.bubbles, composed: event.composed, cancelable: event.cancelable });

test('the DOM events reach document, bubbling and composed, with the documented details', async ({ page, log }) => {
  await page.goto('/');
  await expectSignedOut(page);
  const signInElement = page.locator('auth-sign-in');

  // Each element reports its first screen.
  await expect
    .poll(() => log.eventsOf(page, 'latch-step-changed').map((event) => [event.target, (event.detail as { step: string }).step]))
    .toEqual(
      expect.arrayContaining([
        ['auth-sign-in', 'sign-in'],
        ['auth-sign-up', 'sign-up'],
      ]),
    );

  // latch-error: the code and the translated message, from the element that failed.
  const email = newEmail('events');
  await signIn(signInElement, email, 'no such account yet');
  await expect(signInElement.getByRole('alert')).toHaveText(WRONG_PASSWORD_MESSAGE);
  await expect.poll(() => log.eventsOf(page, 'latch-error').length).toBe(1);
  const [error] = log.eventsOf(page, 'latch-error');
  expect(error && shape(error)).toEqual({ name: 'latch-error', target: 'auth-sign-in', bubbles: true, composed: true, cancelable: false });
  expect(error?.detail).toEqual({ code: 'EMAIL_PASSWORD_MISMATCH', message: WRONG_PASSWORD_MESSAGE });

  // latch-signed-in and latch-session-changed, with the camelCase user, from the element that signed up.
  await signUp(page.locator('auth-sign-up'), email);
  await expectSignedInAs(page, email);
  await expect
    .poll(() =>
      log
        .eventsOf(page)
        .filter((event) => event.name !== 'latch-step-changed')
        .map((event) => event.name),
    )
    .toEqual(['latch-error', 'latch-signed-in', 'latch-session-changed']);
  const signedIn = log.eventsOf(page, 'latch-signed-in')[0];
  const changed = log.eventsOf(page, 'latch-session-changed')[0];
  expect(signedIn && shape(signedIn)).toEqual({ name: 'latch-signed-in', target: 'auth-sign-up', bubbles: true, composed: true, cancelable: false });
  expect(changed && shape(changed)).toEqual({ name: 'latch-session-changed', target: 'auth-sign-up', bubbles: true, composed: true, cancelable: false });
  if (!signedIn) throw new Error('the page sent no latch-signed-in event');
  const user = (signedIn.detail as { user: LatchUser }).user;
  expect(Object.keys(user).sort()).toEqual(LATCH_USER_KEYS);
  expect(user).toMatchObject({ primaryEmail: email, hasPassword: true, isAnonymous: false, displayName: null });
  expect(new Date(user.signedUpAt).toISOString()).toBe(user.signedUpAt);
  expect(changed?.detail).toEqual({ user });

  // Signed out by the page itself (Latch.signOut), right after the element acted: no element caused it, so the
  // events come from document; then the page goes to the after-sign-out URL. The journey waits for that page to
  // load: closing Chromium's context mid-navigation can hang past the timeout (seen on a busy CI machine).
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => {
    void (window as unknown as PageWindow).Latch.signOut();
  });
  await expectSignedOut(page);
  await expect.poll(() => log.eventsOf(page, 'latch-before-redirect').map((event) => [event.target, event.detail])).toEqual([['#document', { url: '/' }]]);
  await expect.poll(() => log.eventsOf(page, 'latch-signed-out').length).toBe(1);
  const signedOut = log.eventsOf(page, 'latch-signed-out')[0];
  expect(signedOut && shape(signedOut)).toEqual({ name: 'latch-signed-out', target: '#document', bubbles: true, composed: true, cancelable: false });
  expect(signedOut?.detail).toEqual({});
  await expect
    .poll(() => log.eventsOf(page, 'latch-session-changed').map((event) => [event.target, event.detail]))
    .toEqual([
      ['auth-sign-up', { user }],
      ['#document', { user: null }],
    ]);
  await reloaded;
});

test('a cancelled latch-before-redirect keeps the page where it is; an uncancelled one navigates', async ({ page, log, baseURL }) => {
  const email = newEmail('redirect');
  await page.goto('/');
  await signUp(page.locator('auth-sign-up'), email);
  await expectSignedInAs(page, email);
  await signOutFromUserMenu(page);
  await expectSignedOut(page);

  // /sign-in has an <auth-sign-in> that redirects to the script tag's after-sign-in URL ("/").
  await page.goto('/sign-in');
  await page.evaluate(() => {
    document.addEventListener('latch-before-redirect', (event) => event.preventDefault());
  });
  const signInElement = page.locator('auth-sign-in');
  await signIn(signInElement, email, PASSWORD);
  await expectSignedInAs(page, email);
  await expect(signInElement.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  const fromSignIn = () => log.eventsOf(page, 'latch-before-redirect').filter((event) => event.target === 'auth-sign-in');
  await expect.poll(() => fromSignIn().length).toBe(1);
  const cancelled = fromSignIn()[0];
  expect(cancelled && shape(cancelled)).toEqual({ name: 'latch-before-redirect', target: 'auth-sign-in', bubbles: true, composed: true, cancelable: true });
  expect(cancelled?.detail).toEqual({ url: '/' });
  expect(page.url()).toBe(`${baseURL}/sign-in`);

  // Without a listener that cancels it, "Continue" goes to the after-sign-in URL.
  await page.reload();
  await signInElement.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${baseURL}/`);
  await expectSignedInAs(page, email);
});

test('window.Latch: ready, getUser, subscribe and signOut behave as protocol/elements.ts says', async ({ page, log }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const early = await page.evaluate(() => {
    const latch = (window as unknown as PageWindow).Latch;
    return { type: typeof latch, version: latch.version, methods: Object.keys(latch).sort() };
  });
  expect(early).toEqual({
    type: 'object',
    version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    methods: ['getUser', 'load', 'locales', 'ready', 'setTranslations', 'signInAnonymously', 'signOut', 'subscribe', 'version'],
  });

  // Signed out: ready() resolves, getUser() is null, subscribe() calls back at once with null.
  const signedOut = await page.evaluate(async () => {
    const w = window as unknown as PageWindow;
    await w.Latch.ready();
    w.__calls = [];
    w.Latch.subscribe((user) => w.__calls.push(user ? user.primaryEmail : null));
    w.__lateCalls = [];
    const unsubscribe = w.Latch.subscribe((user) => w.__lateCalls.push(user ? user.primaryEmail : null));
    await new Promise((resolve) => setTimeout(resolve, 100));
    unsubscribe();
    w.__sameDocument = true;
    return { user: await w.Latch.getUser(), calls: [...w.__calls] };
  });
  expect(signedOut).toEqual({ user: null, calls: [null] });

  // Signing up in an element reaches the subscriber (once) and getUser(); the unsubscribed listener hears nothing.
  const email = newEmail('api');
  await signUp(page.locator('auth-sign-up'), email);
  await expectSignedInAs(page, email);
  await expect.poll(() => page.evaluate(() => (window as unknown as PageWindow).__calls)).toEqual([null, email]);
  const user = await page.evaluate(() => (window as unknown as PageWindow).Latch.getUser());
  expect(Object.keys(user ?? {}).sort()).toEqual(LATCH_USER_KEYS);
  expect(user).toMatchObject({ primaryEmail: email, hasPassword: true });
  expect(await page.evaluate(() => (window as unknown as PageWindow).__lateCalls)).toEqual([null]);

  // signOut() signs out every element on the page; a page that cancels latch-before-redirect stays where it is.
  await page.evaluate(async () => {
    document.addEventListener('latch-before-redirect', (event) => event.preventDefault(), { once: true });
    await (window as unknown as PageWindow).Latch.signOut();
  });
  await expectSignedOut(page);
  await expect(page.locator('auth-sign-in').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const after = await page.evaluate(async () => {
    const w = window as unknown as PageWindow;
    return { user: await w.Latch.getUser(), calls: w.__calls, sameDocument: w.__sameDocument };
  });
  expect(after).toEqual({ user: null, calls: [null, email, null], sameDocument: true });

  // Signed in again and reloaded: ready() then getUser() give the user; subscribe() starts with the user.
  await signIn(page.locator('auth-sign-in'), email);
  await expectSignedInAs(page, email);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const reloaded = await page.evaluate(async () => {
    const w = window as unknown as PageWindow;
    const calls: (string | null)[] = [];
    w.Latch.subscribe((user) => calls.push(user ? user.primaryEmail : null));
    await w.Latch.ready();
    const user = await w.Latch.getUser();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { email: user?.primaryEmail, calls };
  });
  expect(reloaded).toEqual({ email, calls: [email] });
  expect(log.unexpected()).toEqual([]);
});

test('window.Latch answers misuse with a TypeError the caller can catch', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const misuse = await page.evaluate(async () => {
    const latch = (window as unknown as PageWindow).Latch;
    const outcome = async (call: () => unknown) => {
      try {
        await call();
        return 'no error';
      } catch (error) {
        return error instanceof TypeError ? 'TypeError' : String(error);
      }
    };
    return {
      load: await outcome(() => latch.load('auth-nothing' as never)),
      subscribe: await outcome(() => latch.subscribe('not a function' as never)),
      setTranslations: await outcome(() => latch.setTranslations('not an object' as never)),
    };
  });
  expect(misuse).toEqual({ load: 'TypeError', subscribe: 'TypeError', setTranslations: 'TypeError' });
});

test('Latch.setTranslations overrides UI strings and error messages, on elements created later too', async ({ page, log }) => {
  const email = newEmail('translations');
  await page.goto('/plain-dom');
  await page.evaluate(() =>
    (window as unknown as PageWindow).Latch.setTranslations({
      'signIn.submit': 'Anmelden',
      'common.password': 'Passwort',
      EMAIL_PASSWORD_MISMATCH: 'Falsche E-Mail oder falsches Passwort.',
    }),
  );
  const signInElement = page.locator('auth-sign-in');
  await expect(signInElement.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await signInElement.getByLabel('E-mail').fill(email);
  await signInElement.getByLabel('Passwort').fill('not the password');
  await signInElement.getByRole('button', { name: 'Anmelden' }).click();
  await expect(signInElement.getByRole('alert')).toHaveText('Falsche E-Mail oder falsches Passwort.');
  await expect
    .poll(() => log.eventsOf(page, 'latch-error').map((event) => event.detail))
    .toEqual([{ code: 'EMAIL_PASSWORD_MISMATCH', message: 'Falsche E-Mail oder falsches Passwort.' }]);
  // Strings not overridden stay English.
  await expect(page.locator('auth-sign-up').getByLabel('Repeat password')).toBeVisible();
  await expect(page.locator('auth-sign-up').getByRole('button', { name: 'Sign up' })).toBeVisible();
});
