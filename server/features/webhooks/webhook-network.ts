import { KnownError } from '../../../protocol/known-error';
import { isPlainlyPrivateHost, normalizeHost, outboundNetwork, type OutboundNetwork } from '../../kernel/net/outbound-network';
import type { ServerDeps } from '../../server-deps';

/** Where this server may send webhooks, and how it finds a receiver's addresses. */
export type WebhookNetwork = OutboundNetwork;

/**
 * The server's webhook network policy: `LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS` (the older, webhook-only setting) when
 * the operator set it, else the general one, `LATCH_ALLOW_PRIVATE_NETWORKS` (server/kernel/net/outbound-network.ts).
 */
export function webhookNetwork(deps: Pick<ServerDeps, 'baseUrl' | 'allowPrivateNetworks' | 'webhooksAllowPrivateNetworks' | 'resolver'>): WebhookNetwork {
  return outboundNetwork(deps, deps.webhooksAllowPrivateNetworks);
}

/**
 * Refuses, at creation or update, an endpoint URL whose host is plainly private: an IP literal in a private range, or
 * `localhost` (and `*.localhost`, RFC 6761). Names that merely resolve to private addresses are caught when sending.
 */
export function assertWebhookUrlAllowed(url: string, network: WebhookNetwork): void {
  if (network.allowPrivate) return;
  if (isPlainlyPrivateHost(hostOf(url))) throw new KnownError('WEBHOOK_ENDPOINT_URL_NOT_ALLOWED', { url });
}

/** A URL's host as a socket takes it: lower case, IPv6 without brackets, trailing dot dropped. */
export function hostOf(url: string): string {
  return normalizeHost(new URL(url).hostname);
}
