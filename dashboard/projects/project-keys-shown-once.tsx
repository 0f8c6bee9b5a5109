import type { InternalApiKeyFirstView } from '../../core';
import { CopyValue } from '../ui/copy-value';
import { Section } from '../ui/section';

/** A key set just created: every key in full with a copy button, and the script tag for a site, ready to paste. */
export function ProjectKeysShownOnce({ projectId, keys }: { projectId: string; keys: InternalApiKeyFirstView }) {
  const scriptTag = keys.publishableClientKey
    ? `<script src="${location.origin}/latch.js" data-project-id="${projectId}" data-publishable-client-key="${keys.publishableClientKey}" async></script>`
    : null;
  return (
    <Section title="Keys" description="Store the secret keys on your server only. They are shown this once.">
      <CopyValue label="Project ID" value={projectId} />
      {keys.publishableClientKey ? <CopyValue label="Publishable client key" value={keys.publishableClientKey} /> : null}
      {keys.secretServerKey ? <CopyValue label="Secret server key" value={keys.secretServerKey} /> : null}
      {keys.superSecretAdminKey ? <CopyValue label="Super secret admin key" value={keys.superSecretAdminKey} /> : null}
      {scriptTag ? <CopyValue label="Script tag" value={scriptTag} /> : null}
    </Section>
  );
}
