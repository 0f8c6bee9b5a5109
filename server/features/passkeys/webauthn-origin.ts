import { isTrustedUrl, type TrustConfig } from '../../kernel/projects/trusted-urls';

/** Where a WebAuthn ceremony happened: the page's origin and the RP ids that origin may use. */
export type CeremonySite = { origin: string; rpIds: string[] };

/**
 * The site of a WebAuthn response, read from its clientDataJSON (base64url JSON with `origin`), when that origin is
 * one the project trusts (the same rule as its redirect URLs: trusted domains, localhost when allowed). The RP id
 * the browser may have used is the origin's hostname (what the SDK puts in place of `PASSKEY_RP_ID_PLACEHOLDER`)
 * or a parent domain of it (a registrable suffix: browsers refuse public suffixes themselves, and the
 * authenticator signs the hash of the one used). Null for anything unreadable or untrusted.
 *
 * @example
 * ```ts
 * const site = ceremonySite(project, response.response.clientDataJSON); // { origin: 'https://app.example.com', rpIds: ['app.example.com', 'example.com'] }
 * ```
 */
export function ceremonySite(project: TrustConfig, clientDataJSON: unknown): CeremonySite | null {
  const origin = clientOrigin(clientDataJSON);
  if (origin === null || !isTrustedUrl(project, origin)) return null;
  const url = new URL(origin);
  // An origin is scheme, host and port only: anything more is not what a browser writes.
  if (url.origin !== origin) return null;
  return { origin, rpIds: rpIdsOf(url.hostname) };
}

function clientOrigin(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(clientDataJSON)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  if (typeof parsed !== 'object' || parsed === null || !('origin' in parsed)) return null;
  return typeof parsed.origin === 'string' ? parsed.origin : null;
}

/** The hostname, then each parent domain of two labels or more (none for IP addresses). */
function rpIdsOf(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.startsWith('[')) return [hostname];
  const labels = hostname.split('.');
  const ids: string[] = [];
  for (let i = 0; i < labels.length - 1 || i === 0; i++) ids.push(labels.slice(i).join('.'));
  return ids;
}
