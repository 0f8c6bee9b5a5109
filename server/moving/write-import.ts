import { KnownError } from '../../protocol/known-error';
import { newId } from '../kernel/auth/secrets';
import type { Db } from '../kernel/db/open-database';
import type { Project } from '../kernel/projects/projects';
import { storedHashProblem } from '../kernel/passwords/foreign-hash-format';
import { isEmailUsedForAuth, normalizeEmail } from '../kernel/users/email-channels';
import { type ImportBatch, ImportRefused, type ImportReport, type ImportTeam, type ImportUser } from './import-record';
import { insertImportedUser, type TeamIds } from './insert-imported-user';
import { insertImportedTeam } from './insert-imported-team';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside a dry run's transaction to roll back what it just wrote. */
class DryRunRollback extends Error {}

/**
 * Stores an import (docs/import.md): teams first, then each user with its addresses, hash, links, permissions
 * and memberships in one transaction of its own, so a refused record leaves nothing behind and the others go
 * in. A dry run does every write and rolls each back, so its report names the same refusals.
 *
 * @example
 * ```ts
 * const report = await writeImport(db, project, batch, { dryRun: true });
 * ```
 */
export async function writeImport(db: Db, project: Project, batch: ImportBatch, options: { dryRun: boolean }): Promise<ImportReport> {
  const report: ImportReport = { dryRun: options.dryRun, imported: [], skipped: [], teams: [] };
  const unit = async (work: (trx: Db) => Promise<void>) => {
    try {
      await db.transaction().execute(async (trx) => {
        await work(trx);
        if (options.dryRun) throw new DryRunRollback();
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
  };
  const teamIds: TeamIds = new Map();
  for (const team of batch.teams ?? []) {
    const id = await freeId(db, 'teams', team.id);
    await unit((trx) => insertImportedTeam(trx, project, { ...team, id } satisfies ImportTeam));
    teamIds.set(team.sourceId, { id, written: !options.dryRun });
    report.teams.push({ sourceId: team.sourceId, teamId: id });
  }
  const seen = new Set<string>();
  for (const user of batch.users) {
    const reason = await refusal(db, project, user, seen);
    if (reason) {
      report.skipped.push({ sourceId: user.sourceId, reason });
      continue;
    }
    const id = await freeId(db, 'users', user.id);
    const memberships = (batch.memberships ?? []).filter((m) => m.userSourceId === user.sourceId);
    try {
      await unit((trx) => insertImportedUser(trx, project, { ...user, id }, memberships, teamIds));
    } catch (error) {
      if (!(error instanceof KnownError) && !(error instanceof ImportRefused)) throw error;
      report.skipped.push({ sourceId: user.sourceId, reason: error instanceof KnownError ? knownReason(error) : error.message });
      continue;
    }
    for (const email of signInEmails(user)) seen.add(normalizeEmail(email.address));
    report.imported.push({ sourceId: user.sourceId, userId: id });
  }
  return report;
}

/** Why a record cannot be imported, checked before anything is written; undefined when it can. */
async function refusal(db: Db, project: Project, user: ImportUser, seen: Set<string>): Promise<string | undefined> {
  if (user.problem) return user.problem;
  const invalid = user.emails.find((email) => !EMAIL.test(email.address) || email.address.length > 254);
  if (invalid) return `invalid e-mail address: ${invalid.address}`;
  if (user.emails.filter((email) => email.primary).length > 1) return 'more than one primary e-mail address';
  if (user.passwordHash) {
    const problem = storedHashProblem(user.passwordHash);
    if (problem) return `unsupported password hash: ${problem}`;
  }
  for (const email of signInEmails(user)) {
    const normalized = normalizeEmail(email.address);
    if (seen.has(normalized) || (await isEmailUsedForAuth(db, project.id, normalized))) return `duplicate e-mail: ${email.address}`;
  }
  if (user.totpSecretBase64 && Buffer.from(user.totpSecretBase64, 'base64').length < 10) return 'the TOTP secret is too short';
  return undefined;
}

/** The addresses the user will sign in with (at most one per project may). */
function signInEmails(user: ImportUser) {
  return user.emails.filter((email) => email.usedForAuth ?? email.primary);
}

function knownReason(error: KnownError): string {
  if (error.code === 'USER_EMAIL_ALREADY_EXISTS') return 'duplicate e-mail';
  if (error.code === 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN') return 'the OAuth account is already linked to another user';
  return error.message;
}

/** The source's id when it is a UUID not yet used on this server, else a new one. */
async function freeId(db: Db, table: 'users' | 'teams', wanted: string | undefined): Promise<string> {
  if (!wanted || !UUID.test(wanted)) return newId();
  const taken = await db.selectFrom(table).select('id').where('id', '=', wanted).executeTakeFirst();
  return taken ? newId() : wanted.toLowerCase();
}
