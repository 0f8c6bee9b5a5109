import { KnownError } from '../../../protocol/known-error';
import { isPlainlyPrivateHost, outboundNetwork, type OutboundNetwork } from '../net/outbound-network';
import type { ServerDeps } from '../../server-deps';

/**
 * Where a project's own SMTP server may be: under `LATCH_ALLOW_PRIVATE_NETWORKS` (by default, private networks only
 * when the server runs on a loopback URL). The operator's `LATCH_SMTP_URL` is not held to it.
 */
export function smtpNetwork(deps: Pick<ServerDeps, 'baseUrl' | 'allowPrivateNetworks' | 'resolver'>): OutboundNetwork {
  return outboundNetwork(deps);
}

/**
 * Refuses, when a project's e-mail server is saved or tried, a host that is plainly private (a private IP literal or
 * `localhost`) with `EMAIL_SERVER_HOST_NOT_ALLOWED`. A name that merely resolves to a private address is refused when
 * connecting (smtp-delivery.ts).
 */
export function assertSmtpHostAllowed(host: string, network: OutboundNetwork): void {
  if (!network.allowPrivate && isPlainlyPrivateHost(host)) throw new KnownError('EMAIL_SERVER_HOST_NOT_ALLOWED', { host });
}
