import { expect } from 'vitest';
import { fail } from '../../protocol/fail';
import { TEST_BASE_URL } from './test-server';

type Request = (path: string, init?: RequestInit) => Promise<Response>;

/** What the person does on the development sign-in page. */
export type DevIdpChoice = { create: { name: string; email: string; emailVerified?: boolean } } | { pick: string /* the identity's e-mail */ } | 'deny';

/**
 * Drives the development identity provider's sign-in page as a browser would: opens `authorizeUrl`, then submits the
 * form for `choice` and returns where the provider sent the browser (Latch's callback with `code` or `error`).
 *
 * @example
 * ```ts
 * const back = await devIdpSignIn(t.request, url, { create: { name: 'Alice', email: 'alice@example.com' } });
 * back.searchParams.get('code');
 * ```
 */
export async function devIdpSignIn(request: Request, authorizeUrl: string | URL, choice: DevIdpChoice): Promise<URL> {
  const page = await request(pathOf(authorizeUrl));
  expect(page.status).toBe(200);
  const html = await page.text();
  const sealed = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? fail('the sign-in page has no signed request');
  const form = new URLSearchParams({ request: sealed });
  let action: string;
  if (choice === 'deny') action = 'deny';
  else if ('pick' in choice) {
    action = 'pick';
    form.set('identity_id', identityIdOnPage(html, choice.pick));
  } else {
    action = 'create';
    form.set('name', choice.create.name);
    form.set('email', choice.create.email);
    if (choice.create.emailVerified !== false) form.set('email_verified', 'on');
  }
  const answer = await request(`/dev-identity-provider/authorize/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? fail('no Location'));
}

/** The id behind the button of the identity listed with `email`. */
function identityIdOnPage(html: string, email: string): string {
  const buttons = html.split('<button').slice(1);
  const button = buttons.find((b) => b.includes(`<span class="email">${email}</span>`)) ?? fail(`${email} is not listed`);
  return /value="([^"]+)"/.exec(button)?.[1] ?? fail('the identity button has no value');
}

function pathOf(url: string | URL): string {
  const text = url.toString();
  return text.startsWith(TEST_BASE_URL) ? text.slice(TEST_BASE_URL.length) : text;
}
