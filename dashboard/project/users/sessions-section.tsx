import { useState } from 'react';
import type { ServerUser } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { formatTime } from './format-time';
import { ImpersonationTokens } from './impersonation-tokens';
import { OpenAsUser } from './open-as-user';

/**
 * The user's sessions (revoke each), and impersonation: the project's site opened as the user in a new tab, or a new
 * session's tokens to copy; either session is marked as impersonation.
 */
export function SessionsSection({ user }: { user: ServerUser }) {
  const { admin } = useProject();
  // Admin access: a server user's own list leaves impersonation sessions out.
  const sessions = useLoad(() => admin.listUserSessions(user.id), [admin, user]);
  const [tokens, setTokens] = useState<{ accessToken: string; refreshToken: string } | null>(null);
  const act = useAction();
  return (
    <Section
      title="Sessions"
      description="Where the user is signed in. Revoking a session signs that device out."
      actions={
        <button
          type="button"
          className="button secondary"
          disabled={act.busy}
          onClick={() =>
            void act.run(async () => {
              setTokens(await user.createSession({ isImpersonation: true }));
              sessions.reload();
            })
          }
        >
          Impersonate
        </button>
      }
    >
      <OpenAsUser user={user} onOpened={() => window.addEventListener('focus', () => sessions.reload(), { once: true })} />
      {tokens ? <ImpersonationTokens tokens={tokens} onDone={() => setTokens(null)} /> : null}
      <Alert message={sessions.error ?? act.error} />
      {sessions.value === undefined ? (
        <p role="status">Loading…</p>
      ) : (
        <div className="table-wrap">
          <table aria-label="Sessions" className="stacked">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">IP address</th>
                <th scope="col">Device</th>
                <th scope="col">Kind</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.value.map((session) => (
                <tr key={session.id}>
                  <td data-label="Created">{formatTime(session.createdAt)}</td>
                  <td data-label="Last used">{formatTime(session.lastUsedAt)}</td>
                  <td data-label="IP address">{session.geoInfo?.ip ?? <span className="muted">unknown</span>}</td>
                  <td data-label="Device">{[session.device?.browser, session.device?.os].filter(Boolean).join(' on ') || <span className="muted">unknown</span>}</td>
                  <td data-label="Kind">{session.isImpersonation ? <span className="badge bad">Impersonation</span> : <span className="badge">Sign-in</span>}</td>
                  <td data-label="">
                    <button
                      type="button"
                      className="button secondary small"
                      disabled={act.busy}
                      aria-label={`Revoke the session created ${formatTime(session.createdAt)}`}
                      onClick={() =>
                        void act.run(async () => {
                          await user.revokeSession(session.id);
                          sessions.reload();
                        })
                      }
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
              {sessions.value.length === 0 ? (
                <tr>
                  <td colSpan={6} className="muted">
                    No active session.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
