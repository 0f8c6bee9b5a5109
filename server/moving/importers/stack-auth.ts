import { str, type ImportBatch, type ImportUser } from '../import-record';
import { parseJsonRecords } from './csv';

/**
 * Stack Auth's users as its server API lists them (`GET /api/v1/users` pages, `{items: [...]}` or an array):
 * `id, primary_email, primary_email_verified, display_name, profile_image_url, *_metadata, signed_up_at_millis,
 * oauth_providers`. Stack's API hands out no password hashes: these users sign in with OAuth, an e-mail code, or
 * after a password reset.
 */
export function readStackAuth(text: string): ImportBatch {
  return { users: parseJsonRecords(text, 'items').map(stackUser) };
}

function stackUser(row: Record<string, unknown>): ImportUser {
  const email = str(row, 'primary_email');
  return {
    sourceId: str(row, 'id') ?? '(no id)',
    id: str(row, 'id'),
    displayName: str(row, 'display_name') ?? null,
    profileImageUrl: str(row, 'profile_image_url') ?? null,
    emails: email ? [{ address: email, verified: row.primary_email_verified === true, primary: true, usedForAuth: row.primary_email_auth_enabled !== false }] : [],
    clientMetadata: row.client_metadata ?? undefined,
    clientReadOnlyMetadata: row.client_read_only_metadata ?? undefined,
    serverMetadata: row.server_metadata ?? undefined,
    signedUpAt: typeof row.signed_up_at_millis === 'number' ? row.signed_up_at_millis : undefined,
    isAnonymous: row.is_anonymous === true,
    oauth: ((row.oauth_providers ?? []) as Record<string, unknown>[]).map((p) => ({ provider: String(p.id), accountId: String(p.account_id), email: str(p, 'email') ?? null })),
  };
}
