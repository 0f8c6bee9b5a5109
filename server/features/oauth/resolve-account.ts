import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../../kernel/db/open-database';
import { assertSignUpAllowed } from '../../kernel/sign-in/sign-in-gate';
import type { Project } from '../../kernel/projects/projects';
import { authEmailOwner, isEmailUsedForAuth } from '../../kernel/users/email-channels';
import { loadUser } from '../../kernel/users/user-record';
import type { ProviderProfile } from './upstream/upstream';

/**
 * What an authorization code stands for, decided at the callback (where a refusal can still be shown on the
 * client's error page) and carried out at the token endpoint, after PKCE, through the sign-in gate.
 */
export type OAuthOutcome =
  /** The provider account is known and may sign in: its user. `linked`: a `link` flow of that user. */
  | { kind: 'sign-in'; user_id: string; oauth_account_id: string; linked?: boolean }
  /** A new provider account for an existing user: `link` flows (`linked`), or a verified address under `link_method`. */
  | { kind: 'attach'; user_id: string; linked?: boolean }
  /** A new user; `email_auth`: whether its address signs in (not when someone else already does with it). */
  | { kind: 'sign-up'; email_auth: boolean; caller_id: string | null };

export type ResolveRequest = {
  providerId: string;
  profile: ProviderProfile;
  /** `link`: the signed-in user adds the account; `authenticate`: sign in or up. */
  type: 'authenticate' | 'link';
  /** The user of the authorize `token`, if any. */
  userId: string | null;
  /**
   * Whether the provider's "verified" may join an existing account: only a real provider's (standard keys), never the
   * development identity provider's behind shared keys, where anyone picks any address.
   */
  emailTrusted: boolean;
};

/**
 * Decides what a provider's answer means for the project (docs/wire.md §4 "OAuth" 2). A known account that may sign
 * in signs its user in. Otherwise an existing user is joined by e-mail only when both the provider and the user
 * have the address verified and the user signs in with it (docs/security.md: accounts are never merged on an unverified
 * e-mail, which would let anyone pre-hijack an account), per `oauth_account_merge_strategy`; else a new user,
 * whose address signs in only when nobody else's does.
 */
export async function resolveOAuthAccount(db: Db, project: Project, request: ResolveRequest): Promise<OAuthOutcome> {
  const { providerId, profile } = request;
  const account = await db
    .selectFrom('oauth_accounts')
    .select(['id', 'user_id', 'allow_sign_in'])
    .where('project_id', '=', project.id)
    .where('provider_id', '=', providerId)
    .where('account_id', '=', profile.accountId)
    .executeTakeFirst();

  if (request.type === 'link') {
    const userId = request.userId ?? fail401();
    // Deleted between authorize and callback: the site's error page says so (Stack fails here with a 500).
    if (!(await loadUser(db, project.id, userId))) throw new KnownError('USER_NOT_FOUND');
    if (!account) return { kind: 'attach', user_id: userId, linked: true };
    if (account.user_id !== userId) throw new KnownError('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER');
    return { kind: 'sign-in', user_id: userId, oauth_account_id: account.id, linked: true };
  }

  if (account) {
    if (account.allow_sign_in) return { kind: 'sign-in', user_id: account.user_id, oauth_account_id: account.id };
    // The account belongs to a user who switched off signing in with it; it cannot also start a new user.
    throw new KnownError('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER');
  }

  if (profile.email && profile.emailVerified && request.emailTrusted) {
    const owner = await verifiedAuthOwner(db, project.id, profile.email);
    if (owner) {
      switch (project.config.oauth_account_merge_strategy) {
        case 'link_method':
          return { kind: 'attach', user_id: owner };
        case 'raise_error':
          throw new KnownError('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', {
            type: 'email',
            contact_channel_value: profile.email,
            would_work_if_email_was_verified: false,
          });
        case 'allow_duplicates':
          break;
      }
    }
  }
  assertSignUpAllowed(project, 'oauth');
  const emailAuth = profile.email !== null && !(await isEmailUsedForAuth(db, project.id, profile.email));
  return { kind: 'sign-up', email_auth: emailAuth, caller_id: request.userId };
}

/** The user who signs in with `email` and has proved it; null when none has. */
async function verifiedAuthOwner(db: Db, projectId: string, email: string): Promise<string | null> {
  const owner = await authEmailOwner(db, projectId, email);
  return owner?.is_verified ? owner.user_id : null;
}

function fail401(): never {
  // Authorize refuses `link` without a valid token, so a link state always names its user.
  throw new KnownError('USER_AUTHENTICATION_REQUIRED');
}
