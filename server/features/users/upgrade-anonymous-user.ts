import { fail } from '../../../protocol/fail';
import type { Db } from '../../db/open-database';
import { rethrowEmailConflict, setPrimaryEmail } from './email-channels';
import { addPersonalTeam } from './personal-team';
import type { Project } from '../projects/projects';
import { loadUser, type UserRecord } from './user-record';

/** What an anonymous user gains by signing up; the password is already hashed. */
export type AnonymousUpgrade = {
  primary_email: string;
  primary_email_verified: boolean;
  password_hash: string | null;
};

/**
 * Turns an anonymous user into a real one, keeping its id and everything it did while anonymous (stack-api §4:
 * a sign-up with an anonymous user's token upgrades that user). One transaction: the user, its primary e-mail
 * (used for sign-in) and, when the project creates personal teams and the user has none, its personal team.
 */
export async function upgradeAnonymousUser(db: Db, project: Project, user: UserRecord, upgrade: AnonymousUpgrade): Promise<UserRecord> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ is_anonymous: false, password_hash: upgrade.password_hash })
        .where('project_id', '=', project.id)
        .where('id', '=', user.id)
        .execute();
      await setPrimaryEmail(trx, project.id, user.id, upgrade.primary_email, {
        verified: upgrade.primary_email_verified,
        usedForAuth: true,
      });
      const membership = await trx.selectFrom('team_members').select('team_id').where('user_id', '=', user.id).executeTakeFirst();
      if (project.config.create_team_on_sign_up && !membership) {
        await addPersonalTeam(trx, project.id, { id: user.id, display_name: user.display_name, primary_email: upgrade.primary_email });
      }
    });
  } catch (error) {
    rethrowEmailConflict(error, upgrade.primary_email);
  }
  return (await loadUser(db, project.id, user.id)) ?? fail('the upgraded user was deleted meanwhile');
}
