import * as oauth from 'oauth4webapi';
import type { ProviderDefinition, ProviderSettings } from '../providers/provider-definition';
import { unreachable } from './upstream-errors';

/** How requests to one provider go out: loopback http allowed (tests, local IdPs), a timeout, maybe in-process. */
export type RequestOptions = {
  [oauth.allowInsecureRequests]?: boolean;
  [oauth.customFetch]?: (url: string, init: oauth.CustomFetchOptions<string, unknown>) => Promise<Response>;
  signal?: AbortSignal;
};

/** A fetch for the requests to one provider (the server's own app for its development identity provider). */
export type FetchImpl = (url: string, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 10_000;

/**
 * Options for a request to `url`: oauth4webapi refuses http:// unless told otherwise, which is allowed only for
 * loopback hosts and in-process calls (docs/security.md: tokens never cross a network in clear text).
 */
export function requestOptions(url: string, fetchImpl: FetchImpl | undefined): RequestOptions {
  const options: RequestOptions = { signal: AbortSignal.timeout(TIMEOUT_MS) };
  if (fetchImpl || isLoopbackUrl(url)) options[oauth.allowInsecureRequests] = true;
  // oauth4webapi's bodies are strings, URLSearchParams or bytes: all valid request bodies.
  if (fetchImpl) options[oauth.customFetch] = (target, init) => fetchImpl(target, init as RequestInit);
  return options;
}

export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
}

/**
 * Discovery documents by issuer: static per issuer (OpenID Connect Discovery §4), so kept for the process's life.
 * Kept apart per custom fetch: an in-process identity provider is one server's (tests run several servers under one
 * base URL, each with its own keys), and oauth4webapi caches the issuer's JWKS on the metadata object.
 */
const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();
const discoveredThrough = new WeakMap<FetchImpl, Map<string, Promise<oauth.AuthorizationServer>>>();

function cacheFor(fetchImpl: FetchImpl | undefined): Map<string, Promise<oauth.AuthorizationServer>> {
  if (!fetchImpl) return discovered;
  let cache = discoveredThrough.get(fetchImpl);
  if (!cache) {
    cache = new Map();
    discoveredThrough.set(fetchImpl, cache);
  }
  return cache;
}

/** The provider's authorization server metadata: discovered for OpenID providers, built from the endpoints otherwise. */
export async function authorizationServer(definition: ProviderDefinition, settings: ProviderSettings, fetchImpl: FetchImpl | undefined): Promise<oauth.AuthorizationServer> {
  if (definition.kind === 'oauth2') {
    const endpoints = definition.endpoints(settings);
    return {
      // Plain OAuth 2 providers have no issuer identifier; their authorization endpoint's origin stands in.
      issuer: new URL(endpoints.authorization).origin,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
      userinfo_endpoint: endpoints.userinfo,
    };
  }
  const issuer = definition.issuer(settings);
  const cache = cacheFor(fetchImpl);
  let metadata = cache.get(issuer);
  if (!metadata) {
    metadata = discover(issuer, fetchImpl);
    cache.set(issuer, metadata);
    // A failed discovery (provider down) is tried again by the next sign-in.
    metadata.catch(() => cache.delete(issuer));
  }
  return metadata;
}

async function discover(issuer: string, fetchImpl: FetchImpl | undefined): Promise<oauth.AuthorizationServer> {
  const url = new URL(issuer);
  try {
    const response = await oauth.discoveryRequest(url, { algorithm: 'oidc', ...requestOptions(issuer, fetchImpl) });
    return await oauth.processDiscoveryResponse(url, response);
  } catch (error) {
    throw unreachable(error) ?? new Error(`OpenID discovery of ${issuer} failed`, { cause: error });
  }
}
