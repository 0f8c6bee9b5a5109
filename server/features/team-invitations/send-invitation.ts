import { KnownError } from '../../../protocol/known-error';
import { newId } from '../../kernel/auth/secrets';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import { isForeignKeyViolation } from '../../kernel/db/foreign-key-violation';
import type { TeamTable } from '../../kernel/db/schema';
import type { RateLimits } from '../../kernel/limits/rate-limits';
import { throttleEmailSend } from '../../kernel/mail/send-throttle';
import type { Locale } from '../../../protocol/locales';
import { addressMailLocale } from '../../kernel/mail/mail-locale';
import { sendTemplatedEmail } from '../../kernel/mail/send-templated-email';
import type { ServerDeps } from '../../server-deps';
import type { Project } from '../../kernel/projects/projects';
import { isTrustedUrl } from '../../kernel/projects/trusted-urls';
import { normalizeEmail } from '../../kernel/users/email-channels';

/** What an invitation code carries: the invitation it stands for and its team. */
export type InvitationCodeData = { invitation_id: string; team_id: string };

/**
 * `POST /team-invitations/send-code` (docs/wire.md §4): records a pending invitation to `team` for `email` and mails
 * it a link `callback_url?code=…` (template `team_invitation`; the code lives 7 days, docs/wire.md §6). The callback
 * must be trusted; the send is throttled per recipient and client address before anything is written. The mail
 * speaks the invitee's remembered locale when the address is already a user's, else the sender's request's.
 *
 * @example
 * ```ts
 * const id = await sendInvitation(deps, limits, project, team, { email, callbackUrl }, { ip: clientAddress(c), locale: requestLocale(c) });
 * ```
 */
export async function sendInvitation(
  deps: ServerDeps,
  limits: RateLimits,
  project: Project,
  team: TeamTable,
  to: { email: string; callbackUrl: string },
  from: { ip: string | undefined; locale: Locale | undefined },
): Promise<string> {
  if (!isTrustedUrl(project, to.callbackUrl)) throw new KnownError('REDIRECT_URL_NOT_WHITELISTED');
  await throttleEmailSend(limits, project.id, { flow: 'team-invitation', recipient: to.email, address: from.ip });
  const invitationId = newId();
  const code = await writeInvitation(deps, project, team, to.email, invitationId);
  const link = new URL(to.callbackUrl);
  link.searchParams.set('code', code);
  await sendTemplatedEmail(deps, project, {
    type: 'team_invitation',
    to: to.email,
    variables: { userDisplayName: null, teamDisplayName: team.display_name, teamInvitationLink: link.toString() },
    locale: await addressMailLocale(deps.db, project.id, to.email, from.locale),
  });
  return invitationId;
}

/**
 * The invitation row and its code, in one transaction. The team was read outside it: when it is deleted in between,
 * the row's foreign key fails, and the sender hears the team is gone rather than a 500 (no code survives).
 */
async function writeInvitation(deps: ServerDeps, project: Project, team: TeamTable, email: string, invitationId: string): Promise<string> {
  const data: InvitationCodeData = { invitation_id: invitationId, team_id: team.id };
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const made = await new VerificationCodes(trx).create(project.id, 'team-invitation', data);
      await trx
        .insertInto('team_invitations')
        .values({
          id: invitationId,
          project_id: project.id,
          team_id: team.id,
          code_id: made.id,
          recipient_email: email,
          recipient_email_normalized: normalizeEmail(email),
          created_at: Date.now(),
          expires_at: made.expiresAt,
        })
        .execute();
      return made.code;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new KnownError('TEAM_NOT_FOUND', { team_id: team.id });
    throw error;
  }
}
