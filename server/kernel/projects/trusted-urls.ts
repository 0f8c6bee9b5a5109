import type { ProjectConfig } from '../../../protocol/project-config';

/** What of a project decides trust: its localhost switch and its trusted domains. */
export type TrustConfig = { config: Pick<ProjectConfig, 'allow_localhost' | 'domains'> };

/**
 * Whether a URL the client asked to be sent to (callback, redirect, after-auth URL) is trusted by the project
 * (docs/wire.md §6, docs/security.md "Redirects and URLs"): an absolute http(s) URL without user info whose origin
 * matches a trusted domain exactly or through an explicit wildcard (`*` = one DNS label, `**` = one or more),
 * or a localhost URL (any port) when the project allows localhost. Anything odd is untrusted rather than
 * interpreted: protocol-relative and backslash forms, other schemes, whitespace and control characters.
 *
 * @example
 * ```ts
 * isTrustedUrl(project, 'https://app.example.com/handler/email-verification'); // with domain https://*.example.com: true
 * isTrustedUrl(project, 'https://example.com@evil.com/');                      // false
 * ```
 */
export function isTrustedUrl(project: TrustConfig, candidate: string): boolean {
  // Browsers treat `\` like `/` and drop tabs and newlines; rather than guess how a reader will parse such a
  // URL, refuse it.
  if (/[\s\\\u0000-\u001f\u007f]/.test(candidate)) return false;
  if (!/^https?:\/\/[^/]/i.test(candidate)) return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  if (project.config.allow_localhost && isLocalhost(url.hostname)) return true;
  return project.config.domains.some(({ domain }) => domainPattern(domain)?.test(`${url.protocol}//${url.host}`) ?? false);
}

/** Loopback names and addresses (RFC 6761 §6.3, RFC 1122 §3.2.1.3, RFC 4291 §2.5.3). */
function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === '[::1]';
}

const ONE_LABEL = 'wildcard-one-label';
const MANY_LABELS = 'wildcard-many-labels';

/**
 * A trusted domain (`https://example.com`, `https://*.example.com`, `http://**.test:8080`) as a pattern over
 * `<protocol>//<host>`. The domain goes through the URL parser (with placeholders for the wildcards) so that
 * case, default ports and international names compare the way the candidate's do. Null for an unusable entry.
 */
function domainPattern(domain: string): RegExp | null {
  let url: URL;
  try {
    url = new URL(domain.replace(/\*\*/g, MANY_LABELS).replace(/\*/g, ONE_LABEL));
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = escapeRegExp(`${url.protocol}//${url.host}`).replaceAll(MANY_LABELS, '[^./:@]+(?:\\.[^./:@]+)*').replaceAll(ONE_LABEL, '[^./:@]+');
  return new RegExp(`^${host}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
