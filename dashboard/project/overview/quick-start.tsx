import { Link } from 'wouter';
import { CopyValue } from '../../ui/copy-value';
import { Section } from '../../ui/section';
import { scriptTag } from '../../projects/site-snippets';

/** How to put this project on a site: the script tag (with a publishable key from API keys) and the elements. */
export function QuickStart({ projectId }: { projectId: string }) {
  const tag = scriptTag(location.origin, projectId, '<publishable client key>');
  return (
    <Section
      title="Add sign-in to your site"
      description={
        <>
          Paste this into your pages with a publishable key from <Link href="/keys">API keys</Link>, then use <code>&lt;auth-sign-in&gt;</code>,{' '}
          <code>&lt;auth-user-button&gt;</code> and the other elements anywhere.
        </>
      }
    >
      <CopyValue label="Project ID" value={projectId} />
      <CopyValue label="Script tag" value={tag} />
    </Section>
  );
}
