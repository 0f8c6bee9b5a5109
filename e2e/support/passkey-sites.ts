import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { PROJECT_COOKIE } from './host-server';
import type { OwnProject } from './own-project';
import type { Target } from './targets';

/**
 * The plain host site under a `*.localhost` name (same server, same port): WebAuthn wants a domain for its RP id,
 * never an IP address, and `*.localhost` is a secure context resolving to loopback. Two names, two sites.
 */
export function passkeySite(target: Target, host: 'app' | 'other'): string {
  return target.plainHostUrl.replace('127.0.0.1', `${host}.localhost`);
}

/** Embeds `project` on both passkey sites (the host pages read the project from this cookie). */
export async function embedOnPasskeySites(context: BrowserContext, target: Target, project: Pick<OwnProject, 'id' | 'publishableClientKey'>): Promise<void> {
  const value = encodeURIComponent(`${project.id}~${project.publishableClientKey}`);
  await context.addCookies([passkeySite(target, 'app'), passkeySite(target, 'other')].map((url) => ({ name: PROJECT_COOKIE, value, url })));
}

/** Chromium's virtual authenticator on one page, and the passkeys it holds. */
export type VirtualAuthenticator = {
  cdp: CDPSession;
  authenticatorId: string;
  credentials(): Promise<{ rpId?: string; credentialId: string }[]>;
};

/**
 * Adds Chromium's virtual authenticator (CDP `WebAuthn`) to `page`: a platform authenticator (ctap2, internal
 * transport, resident keys, user verification) that answers every request by itself unless presence simulation is
 * off. It stays through the page's navigations.
 */
export async function addVirtualAuthenticator(page: Page, options: { automaticPresenceSimulation?: boolean } = {}): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: options.automaticPresenceSimulation ?? true,
    },
  });
  return { cdp, authenticatorId, credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}
