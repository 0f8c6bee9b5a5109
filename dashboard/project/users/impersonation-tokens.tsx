import { CopyValue } from '../../ui/copy-value';

/**
 * The tokens of a new impersonation session, shown once: the dashboard knows no site of the project to open, so the
 * owner takes them to one (e.g. into a token store). The session is listed as "Impersonation".
 */
export function ImpersonationTokens({ tokens, onDone }: { tokens: { accessToken: string; refreshToken: string }; onDone(): void }) {
  return (
    <div className="stack impersonation" role="status">
      <p>
        <strong>You are impersonating this user.</strong> A session was created for them and marked as impersonation; it shows as “Impersonation” in their sessions. Copy its tokens
        now: they are not shown again.
      </p>
      <CopyValue label="Refresh token" value={tokens.refreshToken} />
      <CopyValue label="Access token" value={tokens.accessToken} />
      <div className="row">
        <button type="button" className="button secondary small" onClick={onDone}>
          Hide the tokens
        </button>
      </div>
    </div>
  );
}
