import { escapeHtml } from '../../kernel/mail/render-template';
import type { DevIdentity } from './identities';
import { providerName, type OAuthProviderId } from '../../kernel/oauth-addresses/dev-identity-provider-issuer';

export type SignInPageInput = {
  issuer: string;
  clientId: OAuthProviderId;
  /** The signed authorization request every form sends back (authorization-request.ts). */
  sealedRequest: string;
  identities: DevIdentity[];
  /** After a refused "create" form: what was wrong and what was typed, so nothing is lost. */
  createError?: { message: string; name: string; email: string; emailVerified: boolean };
};

/**
 * The development sign-in page: plainly not the real provider, a button per test identity, a form to create one,
 * and a way to refuse. Plain HTML forms only (the site's CSP allows no script), each carrying the signed request.
 */
export function signInPageHtml(input: SignInPageInput): string {
  const provider = escapeHtml(providerName(input.clientId));
  const request = `<input type="hidden" name="request" value="${escapeHtml(input.sealedRequest)}">`;
  const action = (path: string) => `${escapeHtml(input.issuer)}/authorize/${path}`;
  const list =
    input.identities.length === 0
      ? '<p>No test identities yet: create one below.</p>'
      : `<form method="post" action="${action('pick')}">
          ${request}
          <ul>${input.identities.map(identityButton).join('')}</ul>
        </form>`;
  const failed = input.createError;
  return page(
    input.issuer,
    `Development sign-in for ${provider}`,
    `<p class="banner">Development only</p>
    <h1>Development sign-in for ${provider} — not the real ${provider}</h1>
    <p>Latch's development identity provider stands in for ${provider} because this project uses shared OAuth keys. Anyone can sign in here as anyone: it is for trying things out, never for real accounts.</p>
    <section aria-labelledby="pick-heading">
      <h2 id="pick-heading">Sign in as a test identity</h2>
      ${list}
    </section>
    <section aria-labelledby="create-heading">
      <h2 id="create-heading">Create a test identity</h2>
      ${failed ? `<p class="error" role="alert" id="create-error">${escapeHtml(failed.message)}</p>` : ''}
      <form method="post" action="${action('create')}">
        ${request}
        <label for="name">Name</label>
        <input type="text" id="name" name="name" required maxlength="100" autocomplete="off" value="${escapeHtml(failed?.name ?? '')}"${failed ? ' aria-describedby="create-error"' : ''}>
        <label for="email">E-mail</label>
        <input type="email" id="email" name="email" required maxlength="254" autocomplete="off" value="${escapeHtml(failed?.email ?? '')}"${failed ? ' aria-describedby="create-error"' : ''}>
        <label class="check"><input type="checkbox" name="email_verified"${!failed || failed.emailVerified ? ' checked' : ''}> E-mail verified</label>
        <div class="actions"><button type="submit">Create and sign in</button></div>
      </form>
    </section>
    <form method="post" action="${action('deny')}" class="deny">
      ${request}
      <button type="submit">Deny</button>
    </form>`,
  );
}

function identityButton(identity: DevIdentity): string {
  const status = identity.email_verified ? '<span class="status verified">E-mail verified</span>' : '<span class="status unverified">E-mail not verified</span>';
  return `<li><button type="submit" class="identity" name="identity_id" value="${escapeHtml(identity.id)}">
      <span class="visually-hidden">Sign in as </span><span class="name">${escapeHtml(identity.name)}</span>
      <span class="email">${escapeHtml(identity.email)}</span>${status}
    </button></li>`;
}

/** `GET /dev-identity-provider`: what this is, for someone who opens the address `npm start` prints. */
export function aboutPageHtml(issuer: string, identities: DevIdentity[]): string {
  const listed = identities.map((i) => `<li>${escapeHtml(i.name)} — ${escapeHtml(i.email)} (${i.email_verified ? 'e-mail verified' : 'e-mail not verified'})</li>`);
  return page(
    issuer,
    "Latch's development identity provider",
    `<p class="banner">Development only</p>
    <h1>Latch's development identity provider</h1>
    <section>
      <p>When a project signs in with <strong>shared</strong> OAuth keys, "Continue with Google" (GitHub, Microsoft, Spotify …) comes here instead of the real provider, so OAuth works on a machine with no internet. You pick or create a test identity on its sign-in page. Anyone can sign in as anyone: never rely on it for real accounts.</p>
      <p class="fine">OpenID Connect issuer: ${escapeHtml(issuer)} — <a href="${escapeHtml(issuer)}/.well-known/openid-configuration">discovery document</a></p>
    </section>
    <section aria-labelledby="identities-heading">
      <h2 id="identities-heading">Test identities</h2>
      ${listed.length ? `<ul>${listed.join('')}</ul>` : '<p>None yet: they are created on the sign-in page.</p>'}
    </section>`,
  );
}

/** The page for a request that cannot go on: nothing is sent back to an address this provider has not checked. */
export function errorPageHtml(issuer: string, problem: string): string {
  return page(
    issuer,
    'Development sign-in: request refused',
    `<p class="banner">Development only</p>
    <h1>This sign-in request cannot be used</h1>
    <section>
      <p class="error" role="alert">${escapeHtml(problem)}</p>
      <p>Nothing was sent back to the application. Start signing in again from the application.</p>
      <p class="fine">Latch's development identity provider: ${escapeHtml(issuer)}</p>
    </section>`,
  );
}

/** The frame of both pages; addresses are built from the issuer, as the forms' are, so a path prefix is kept. */
function page(issuer: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title}</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${escapeHtml(issuer)}/style.css">
  </head>
  <body>
    <main>
    ${body}
    </main>
  </body>
</html>
`;
}
