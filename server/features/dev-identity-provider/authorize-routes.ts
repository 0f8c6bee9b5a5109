import type { Context, Hono } from 'hono';
import { devIdpNewIdentityForm } from '../../../protocol/dev-identity-provider/schemas';
import type { AppEnv } from '../../kernel/http/app-env';
import { htmlPage, PAGE_CSP } from '../../kernel/site/html-page';
import type { ServerDeps } from '../../server-deps';
import { checkAuthorizeQuery, openRequest, sealRequest, type AuthorizationRequest } from './authorization-request';
import { readForm, repeatedParam } from './form-params';
import { issueCode } from './grants';
import { createDevIdentity, findDevIdentity, listDevIdentities } from './identities';
import { devIdpIssuer } from '../../kernel/oauth-addresses/dev-identity-provider-issuer';
import { aboutPageHtml, errorPageHtml, signInPageHtml, type SignInPageInput } from './sign-in-page';
import type { DevIdpKey } from './signing-key';

const STALE_PAGE = 'This sign-in page has expired or was altered. Start signing in again from the application.';

/**
 * `GET /` says what this provider is. `GET /authorize` shows the development sign-in page; its forms post to `/authorize/pick`, `/authorize/create`
 * and `/authorize/deny`, each with the signed request, and each ends in a 303 to the checked redirect URI with
 * `code` (or `error=access_denied`), `state` and `iss` (RFC 6749 §4.1.2, RFC 9207).
 */
export function registerAuthorizeRoutes(app: Hono<AppEnv>, deps: ServerDeps, key: () => Promise<DevIdpKey>): void {
  const issuer = devIdpIssuer(deps.baseUrl);

  const showPage = async (request: AuthorizationRequest, createError?: SignInPageInput['createError']) =>
    signInPageHtml({
      issuer,
      clientId: request.clientId,
      sealedRequest: await sealRequest(await key(), deps.baseUrl, request),
      identities: await listDevIdentities(deps.db),
      ...(createError ? { createError } : {}),
    });

  app.get('/', async () => html(aboutPageHtml(issuer, await listDevIdentities(deps.db))));

  app.get('/authorize', async (c) => {
    const checked = checkAuthorizeQuery(deps.baseUrl, new URL(c.req.url).searchParams);
    if (!checked.ok) return html(errorPageHtml(issuer, checked.problem), 400);
    return html(await showPage(checked.request));
  });

  /** The form's parameters and the request it carried, or the error page to answer with. */
  const readChoice = async (c: Context<AppEnv>): Promise<{ form: URLSearchParams; request: AuthorizationRequest } | Response> => {
    const form = await readForm(c);
    const sealed = form && !repeatedParam(form) ? form.get('request') : null;
    const request = sealed ? await openRequest(await key(), deps.baseUrl, sealed) : undefined;
    if (!form || !request) return html(errorPageHtml(issuer, STALE_PAGE), 400);
    return { form, request };
  };

  const signIn = async (request: AuthorizationRequest, identityId: string) => {
    const code = await issueCode(deps.db, {
      identityId,
      clientId: request.clientId,
      scope: request.scope,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      nonce: request.nonce,
    });
    return redirectBack(request, issuer, { code });
  };

  app.post('/authorize/pick', async (c) => {
    const choice = await readChoice(c);
    if (choice instanceof Response) return choice;
    const identity = await findDevIdentity(deps.db, choice.form.get('identity_id') ?? '');
    if (!identity) return html(errorPageHtml(issuer, 'That test identity no longer exists. Start signing in again from the application.'), 400);
    return signIn(choice.request, identity.id);
  });

  app.post('/authorize/create', async (c) => {
    const choice = await readChoice(c);
    if (choice instanceof Response) return choice;
    const parsed = devIdpNewIdentityForm.safeParse(Object.fromEntries(choice.form));
    if (!parsed.success) {
      const typed = (name: string) => (choice.form.get(name) ?? '').slice(0, 300);
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === 'name');
      const message = nameIssue ? nameIssue.message : 'Enter one e-mail address, like alice@example.com.';
      return html(await showPage(choice.request, { message, name: typed('name'), email: typed('email'), emailVerified: choice.form.has('email_verified') }), 400);
    }
    const identity = await createDevIdentity(deps.db, { name: parsed.data.name, email: parsed.data.email, emailVerified: parsed.data.email_verified === 'on' });
    return signIn(choice.request, identity.id);
  });

  app.post('/authorize/deny', async (c) => {
    const choice = await readChoice(c);
    if (choice instanceof Response) return choice;
    // RFC 6749 §4.1.2.1: the resource owner denied the request.
    return redirectBack(choice.request, issuer, { error: 'access_denied', error_description: 'The person denied the sign-in.' });
  });
}

/** 303 to the request's redirect URI, checked at `/authorize` and signed since, with `state` and `iss` added. */
function redirectBack(request: AuthorizationRequest, issuer: string, params: Record<string, string>): Response {
  const target = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  if (request.state !== null) target.searchParams.set('state', request.state);
  target.searchParams.set('iss', issuer);
  return new Response(null, { status: 303, headers: { location: target.href, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
}

/**
 * The site's policy without `form-action`: the sign-in page's forms post here and are answered with a redirect to the
 * relying party's callback, which then redirects to the site — another origin — and browsers apply `form-action` to
 * every hop of a form's redirects (CSP 3 §6.4.1), so `'self'` would stop every sign-in short of the site.
 */
export const IDENTITY_PROVIDER_CSP = PAGE_CSP.split('; ')
  .filter((directive) => !directive.startsWith('form-action'))
  .join('; ');

/** A page with the site's headers (strict CSP but for form-action, no caching, not framed), at `status`. */
function html(body: string, status = 200): Response {
  const page = htmlPage(body, IDENTITY_PROVIDER_CSP);
  return new Response(page.body, { status, headers: page.headers });
}
