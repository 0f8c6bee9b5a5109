import type { Db } from '../db/open-database';
import { recordEvent } from '../events/record-event';
import type { Project } from '../projects/projects';
import { rethrowEmailConflict, setPrimaryEmail } from './email-channels';
import { addPersonalTeam, renamePersonalTeam } from '../teams/personal-team';
import type { UserRecord } from './user-record';

/** What an anonymous user gains by signing up; the password is already hashed. */
export type AnonymousUpgrade = {
  primary_email: string | null;
  primary_email_verified: boolean;
  password_hash: string | null;
  /** Whether the address signs in (default true); false for an address someone else already signs in with. */
  primary_email_auth_enabled?: boolean | undefined;
  /** True when the upgrade is an e-mail code sign-in: the method is then on, as for a new user. */
  otp_auth_enabled?: boolean | undefined;
  /** The name the sign-up brings (an OAuth profile's), for the personal team's new name. */
  display_name?: string | null | undefined;
  /** The request's country (trusted proxies only); kept only when the user has none yet, as Stack keeps a set one. */
  country_code?: string | undefined;
};

/**
 * Turns an anonymous user into a real one inside the caller's transaction, keeping its id and everything it did
 * while anonymous (docs/wire.md §4: a sign-up with an anonymous user's token upgrades that user): the user, its
 * primary e-mail (used for sign-in), e-mail code sign-in when that was the way in, the name of the personal team it
 * got while anonymous and, when the project creates personal teams and the user has none, its personal team.
 * Records `user.updated`.
 */
export async function upgradeAnonymousUser(trx: Db, project: Project, user: UserRecord, upgrade: AnonymousUpgrade): Promise<void> {
  try {
    await trx
      .updateTable('users')
      .set({
        is_anonymous: false,
        ...(upgrade.password_hash ? { password_hash: upgrade.password_hash } : {}),
        ...(upgrade.otp_auth_enabled ? { otp_auth_enabled: true } : {}),
        ...(upgrade.country_code && user.country_code === null ? { country_code: upgrade.country_code } : {}),
      })
      .where('project_id', '=', project.id)
      .where('id', '=', user.id)
      .execute();
    if (upgrade.primary_email) {
      await setPrimaryEmail(trx, project.id, user.id, upgrade.primary_email, {
        verified: upgrade.primary_email_verified,
        usedForAuth: upgrade.primary_email_auth_enabled ?? true,
      });
    }
    await renamePersonalTeam(trx, project.id, user.id, upgrade.display_name || upgrade.primary_email);
    const membership = await trx.selectFrom('team_members').select('team_id').where('user_id', '=', user.id).executeTakeFirst();
    if (project.config.create_team_on_sign_up && !membership) {
      await addPersonalTeam(trx, project, { id: user.id, display_name: user.display_name, primary_email: upgrade.primary_email });
    }
    await recordEvent(trx, project.id, 'user.updated', { id: user.id });
  } catch (error) {
    rethrowEmailConflict(error, upgrade.primary_email ?? undefined);
  }
}
