import type { ServerDeps } from '../../server-deps';

/**
 * Whether this server runs its development identity provider (`LATCH_DEV_IDENTITY_PROVIDER`), and so whether
 * projects may sign in with `shared` OAuth keys. Anyone can pick any identity there, verified e-mail included: on a
 * server others reach it would stand in for Google for whoever asks. So unless the operator says otherwise it runs
 * only where the public URL is plain http or a loopback host (a developer's machine, a test farm), and is off on an
 * https server with a real host name.
 *
 * @example
 * ```ts
 * if (devIdentityProviderOn(deps)) app.route(DEV_IDP_PATH, devIdentityProviderRoutes(deps));
 * ```
 */
export function devIdentityProviderOn(deps: Pick<ServerDeps, 'baseUrl' | 'devIdentityProvider'>): boolean {
  return deps.devIdentityProvider ?? devIdentityProviderDefault(deps.baseUrl);
}

/** On for plain http and for loopback hosts; off for https at any other host. */
export function devIdentityProviderDefault(baseUrl: string): boolean {
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:') return true;
  const host = url.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
}
