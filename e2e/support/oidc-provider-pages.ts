import { createHash } from 'node:crypto';
import type http from 'node:http';

/** Who a journey said it is at the stand-in's login page. */
export type Identity = { email: string; emailVerified: boolean; name: string };

/** The part of an oidc-provider `Provider` the interaction pages use (oidc-provider 9, docs "interactions"). */
export type InteractionProvider = {
  interactionDetails(request: http.IncomingMessage, response: http.ServerResponse): Promise<InteractionDetails>;
  interactionFinished(request: http.IncomingMessage, response: http.ServerResponse, result: Record<string, unknown>, options: { mergeWithLastSubmission: boolean }): Promise<void>;
  Grant: (new (init: { accountId: string; clientId: string }) => Grant) & { find(id: string): Promise<Grant | undefined> };
};
type InteractionDetails = {
  uid: string;
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: { client_id?: unknown; scope?: unknown };
  session?: { accountId?: string };
  grantId?: string;
};
type Grant = { addOIDCScope(scope: string): void; addOIDCClaims(claims: string[]): void; save(): Promise<string> };

/** The `sub` Google would give an address: stable per address, opaque, digits only like Google's. */
function subjectFor(email: string): string {
  return BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`).toString();
}

/**
 * Serves `/interaction/<uid>` (the login page, then the consent page) and its form posts; false for any other
 * path, which oidc-provider answers. The pages are plain forms with labels, for journeys to fill in as a person
 * would: the e-mail address, the name, whether the address is verified; then Allow or Deny.
 */
export async function handleInteraction(
  provider: InteractionProvider,
  identities: Map<string, Identity>,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<boolean> {
  const match = /^\/interaction\/([\w-]+)(?:\/(login|consent))?$/.exec(new URL(request.url ?? '/', 'http://stand-in.invalid').pathname);
  if (!match) return false;
  const details = await provider.interactionDetails(request, response);
  const step = match[2];
  if (request.method === 'GET' && step === undefined) {
    const page = details.prompt.name === 'login' ? loginPage(details.uid) : consentPage(details.uid, details.params.scope);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
    return true;
  }
  if (request.method !== 'POST' || step === undefined) {
    response.writeHead(405, { 'content-type': 'text/plain' }).end('Method not allowed');
    return true;
  }
  const form = new URLSearchParams(await readBody(request));
  if (form.get('decision') === 'deny') {
    // What Google answers when the user cancels or refuses: error=access_denied (RFC 6749 §4.1.2.1).
    await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The user denied the request' }, { mergeWithLastSubmission: false });
  } else if (step === 'login') {
    const email = (form.get('email') ?? '').trim();
    const accountId = subjectFor(email);
    identities.set(accountId, { email, emailVerified: form.get('email_verified') === 'on', name: form.get('name') || email });
    await provider.interactionFinished(request, response, { login: { accountId } }, { mergeWithLastSubmission: false });
  } else {
    await provider.interactionFinished(request, response, { consent: { grantId: await grantFor(provider, details) } }, { mergeWithLastSubmission: true });
  }
  return true;
}

/**
 * The grant a consent gives: the one given before, if any, plus everything the client asks for now (what
 * oidc-provider's devInteractions does).
 */
async function grantFor(provider: InteractionProvider, details: InteractionDetails): Promise<string> {
  const earlier = details.grantId === undefined ? undefined : await provider.Grant.find(details.grantId);
  const grant = earlier ?? new provider.Grant({ accountId: details.session?.accountId ?? '', clientId: String(details.params.client_id) });
  const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  return grant.save();
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

function loginPage(uid: string): string {
  return layout(
    'Sign in with Google (stand-in)',
    `<form method="post" action="/interaction/${uid}/login">
<p><label>E-mail <input name="email" type="email" required></label></p>
<p><label>Name <input name="name" type="text"></label></p>
<p><label><input name="email_verified" type="checkbox" checked> E-mail verified</label></p>
<p><button type="submit">Sign in</button> <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></p>
</form>`,
  );
}

function consentPage(uid: string, scope: unknown): string {
  return layout(
    'Latch e2e wants to access your Google account',
    `<p>Scopes asked for: <code>${escapeHtml(String(scope ?? ''))}</code></p>
<form method="post" action="/interaction/${uid}/consent">
<p><button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny">Deny</button></p>
</form>`,
  );
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
