import { betterAuthHash } from '../hash-sources';
import { metadata, str, toMillis, type ImportBatch, type ImportUser } from '../import-record';
import { latchProviderId } from './provider-ids';

type Row = Record<string, unknown>;

/**
 * Better Auth's tables as JSON, `{user: [...], account: [...], organization?: [...], member?: [...]}` (one array
 * per table, camelCase columns as its Kysely/Drizzle adapters name them). The `credential` account holds the
 * password (`salt:key`, scrypt); other accounts are OAuth links; organizations become teams.
 */
export function readBetterAuth(text: string): ImportBatch {
  const tables = JSON.parse(text) as { user?: Row[]; account?: Row[]; organization?: Row[]; member?: Row[] };
  const accounts = tables.account ?? [];
  const users = (tables.user ?? []).map((row) =>
    betterAuthUser(
      row,
      accounts.filter((a) => a.userId === row.id),
    ),
  );
  const teams = (tables.organization ?? []).map((org) => ({
    sourceId: String(org.id),
    displayName: str(org, 'name') ?? String(org.id),
    profileImageUrl: str(org, 'logo') ?? null,
    serverMetadata: metadata(org.metadata),
    createdAt: toMillis(org.createdAt),
  }));
  const memberships = (tables.member ?? []).map((m) => ({ teamSourceId: String(m.organizationId), userSourceId: String(m.userId) }));
  return { users, teams, memberships };
}

function betterAuthUser(row: Row, accounts: Row[]): ImportUser {
  const email = str(row, 'email');
  const user: ImportUser = {
    sourceId: String(row.id ?? '(no id)'),
    displayName: str(row, 'name') ?? null,
    profileImageUrl: str(row, 'image') ?? null,
    emails: email ? [{ address: email, verified: row.emailVerified === true || row.emailVerified === 1, primary: true }] : [],
    signedUpAt: toMillis(row.createdAt),
    oauth: accounts.filter((a) => a.providerId !== 'credential').map((a) => ({ provider: latchProviderId(String(a.providerId)), accountId: String(a.accountId) })),
  };
  const password = accounts.map((a) => str(a, 'password')).find(Boolean);
  if (!password) return user;
  const result = betterAuthHash(password);
  return 'hash' in result ? { ...user, passwordHash: result.hash } : { ...user, problem: result.problem };
}
