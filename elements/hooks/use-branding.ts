import { useStore } from '@nanostores/react';
import { useLatch } from '../latch-context';
import type { Branding } from '../styles/brand-style';

/**
 * The project's branding (docs/branding.md) from the project the elements already load (no request of its own),
 * and the name the cards show: the branding's, else the project's display name. Empty until the project is known.
 */
export function useBranding(): { branding: Branding | undefined; name: string | undefined } {
  const project = useStore(useLatch().app.$project);
  const branding = project?.config.branding;
  return { branding, name: branding?.name ?? project?.displayName };
}
