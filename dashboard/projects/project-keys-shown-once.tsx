import type { InternalApiKeyFirstView } from '../../core';
import { CopyValue } from '../ui/copy-value';
import { Section } from '../ui/section';
import { handlerPage, README_ADD_SIGN_IN_URL, scriptTag } from './site-snippets';

/**
 * A key set just created: every key in full with a copy button and, with a publishable key, what a site pastes: the
 * script tag for its pages and the page it serves at `/handler/*`, with the README's guide to both.
 */
export function ProjectKeysShownOnce({ projectId, keys }: { projectId: string; keys: InternalApiKeyFirstView }) {
  const key = keys.publishableClientKey;
  return (
    <>
      <Section title="Keys" description="Store the secret keys on your server only. They are shown this once.">
        <CopyValue label="Project ID" value={projectId} />
        {key ? <CopyValue label="Publishable client key" value={key} /> : null}
        {keys.secretServerKey ? <CopyValue label="Secret server key" value={keys.secretServerKey} /> : null}
        {keys.superSecretAdminKey ? <CopyValue label="Super secret admin key" value={keys.superSecretAdminKey} /> : null}
      </Section>
      {key ? (
        <Section
          title="Add sign-in to your site"
          description={
            <>
              Put the script tag on your pages, then <code>&lt;auth-sign-in&gt;</code> or <code>&lt;auth-user-button&gt;</code> where you want them. Sign-in, account settings and
              the links in e-mails go to <code>/handler/*</code> on your site: serve the handler page there.{' '}
              <a href={README_ADD_SIGN_IN_URL} target="_blank" rel="noopener">
                Read “Add sign-in to a page” in the README
              </a>
              .
            </>
          }
        >
          <CopyValue label="Script tag" value={scriptTag(location.origin, projectId, key)} />
          <CopyValue label="Handler page" value={handlerPage(location.origin, projectId, key)} />
        </Section>
      ) : null}
    </>
  );
}
