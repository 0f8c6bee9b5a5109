import { OAUTH_PROVIDER_NAMES } from '../../../protocol/project-config';

/** A provider's name as its owner brands it; an id the product doesn't know is shown as it is. */
export function providerName(id: string): string {
  return Object.hasOwn(OAUTH_PROVIDER_NAMES, id) ? OAUTH_PROVIDER_NAMES[id as keyof typeof OAUTH_PROVIDER_NAMES] : id;
}
