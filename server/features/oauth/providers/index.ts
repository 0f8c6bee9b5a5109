import { apple } from './apple';
import { bitbucket } from './bitbucket';
import { discord } from './discord';
import { facebook } from './facebook';
import { github } from './github';
import { gitlab } from './gitlab';
import { google } from './google';
import { linkedin } from './linkedin';
import { microsoft } from './microsoft';
import type { OAuthProviderId, ProviderDefinition } from './provider-definition';
import { spotify } from './spotify';
import { twitch } from './twitch';
import { x } from './x';

export type { OAuthProviderId, ProviderDefinition } from './provider-definition';

/** Every provider the product knows (protocol/project-config.ts OAUTH_PROVIDER_IDS), by id. */
export const providerDefinitions: Readonly<Record<OAuthProviderId, ProviderDefinition>> = {
  apple,
  bitbucket,
  discord,
  facebook,
  github,
  gitlab,
  google,
  linkedin,
  microsoft,
  spotify,
  twitch,
  x,
};

/** The definition of a provider id, or undefined for an id the product does not know. */
export function providerDefinition(id: string): ProviderDefinition | undefined {
  return Object.hasOwn(providerDefinitions, id) ? providerDefinitions[id as OAuthProviderId] : undefined;
}
