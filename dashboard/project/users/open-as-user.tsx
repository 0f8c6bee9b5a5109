import { useState } from 'react';
import { Link } from 'wouter';
import { impersonationUrl, type ServerUser } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { useProject } from '../project-context';

/**
 * "Open <site> as this user", one per trusted domain with its handler path (README "Open a site as a user"): a
 * one-time code (5 minutes) opens the site's `impersonate` page in a new tab, which signs that tab's browser in as
 * the user, in a session marked as impersonation. Without a trusted domain it says where to add one.
 */
export function OpenAsUser({ user, onOpened }: { user: ServerUser; onOpened(): void }) {
  const { admin, project } = useProject();
  const act = useAction();
  // A browser that blocks the new tab gets the link to follow instead.
  const [blocked, setBlocked] = useState<{ origin: string; url: string } | null>(null);
  // A wildcard domain names no one site to open.
  const domains = project.config.domains.filter(({ domain }) => !domain.includes('*'));
  if (domains.length === 0) {
    return (
      <p className="muted">
        To open your site as this user, add its address and handler path in <Link href="/domains">Domains</Link>.
      </p>
    );
  }
  const open = (domain: string, handlerPath: string) => {
    // Opened now, while the click counts as the person's, then sent on: a tab opened after an await is blocked.
    const tab = window.open('', '_blank');
    setBlocked(null);
    void act.run(async () => {
      try {
        const { code } = await admin.createImpersonationCode({ userId: user.id });
        const url = impersonationUrl(domain, handlerPath, code);
        if (!tab) return setBlocked({ origin: new URL(domain).host, url });
        tab.opener = null;
        tab.location.href = url;
        onOpened();
      } catch (error) {
        tab?.close();
        throw error;
      }
    });
  };
  return (
    <div className="stack">
      <div className="row">
        {domains.map(({ domain, handlerPath }) => (
          <button key={domain} type="button" className="button secondary" disabled={act.busy} onClick={() => open(domain, handlerPath)}>
            Open {new URL(domain).host} as this user
          </button>
        ))}
      </div>
      <Alert message={act.error} />
      {blocked ? (
        <p role="status">
          The browser kept the new tab from opening.{' '}
          <a href={blocked.url} target="_blank" rel="noopener noreferrer">
            Open {blocked.origin} as this user
          </a>{' '}
          (the link works once, for 5 minutes).
        </p>
      ) : null}
    </div>
  );
}
