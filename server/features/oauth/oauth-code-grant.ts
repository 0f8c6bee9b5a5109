import { ACCESS_TOKEN_LIFETIME_S } from '../../../protocol/constants';
import type { OAuthCodeTokenJson } from '../../../protocol/oauth/json';
import { KnownError } from '../../../protocol/known-error';
import { newId } from '../../kernel/auth/secrets';
import type { Db } from '../../kernel/db/open-database';
import { isUniqueViolation } from '../../kernel/db/unique-violation';
import { recordEvent } from '../../kernel/events/record-event';
import { passSignInGate, type GateEntry } from '../../kernel/sign-in/sign-in-gate';
import type { ServerDeps } from '../../server-deps';
import type { CodeGrantRequest } from '../../kernel/feature-hooks';
import type { Project } from '../../kernel/projects/projects';
import { loadUser, type UserRecord } from '../../kernel/users/user-record';
import { takeProviderProfile } from './anonymous-upgrade';
import { redeemAuthorizationCode, type ProviderGrant } from './authorization-codes';
import { redeemHandoff } from './cross-domain';
import { storeProviderTokens } from './provider-tokens';
import type { ProviderTokens } from './upstream/upstream';

export type { CodeGrantRequest };

/**
 * `POST /auth/oauth/token` with `grant_type=authorization_code` (docs/wire.md §4 "OAuth" 3): redeems the code (client,
 * redirect_uri, PKCE, single use), then carries out what the callback decided through the sign-in gate (sign-up
 * rules, anonymous upgrade keeping the id, multi-factor, events), writing the provider account and its tokens in
 * the gate's transaction. A second factor stops it here with `MULTI_FACTOR_AUTHENTICATION_REQUIRED`.
 */
export async function redeemOAuthCode(deps: ServerDeps, project: Project, request: CodeGrantRequest): Promise<OAuthCodeTokenJson> {
  const grant = await redeemAuthorizationCode(deps.db, project.id, request);
  if (grant.kind === 'handoff') return redeemHandoff(deps, project, grant);
  const tokens = JSON.parse(deps.secrets.open(grant.tokens_sealed)) as ProviderTokens;
  const entry = await gateEntry(deps, project, grant, tokens);
  const result = await passSignInGate(deps, project, entry, { ip: request.ip, userAgent: request.userAgent, country: request.country, locale: request.locale });
  return {
    access_token: result.access_token,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_S,
    refresh_token: result.refresh_token,
    scope: 'legacy',
    is_new_user: result.is_new_user,
    newUser: result.is_new_user,
    after_callback_redirect_url: grant.after_callback_redirect_url,
    afterCallbackRedirectUrl: grant.after_callback_redirect_url,
  };
}

/** What the provider's answer decided: enough to carry it out through the gate. */
export type ResolvedAccount = Pick<ProviderGrant, 'provider_id' | 'outcome' | 'profile'>;

/**
 * The sign-in gate's entry for a resolved provider account; `tokens` null when the provider handed none (Apple's
 * native sign-in: an identity token only).
 */
export async function gateEntry(deps: ServerDeps, project: Project, grant: ResolvedAccount, tokens: ProviderTokens | null): Promise<GateEntry> {
  const { outcome, profile } = grant;
  const addAccount = (trx: Db, userId: string) => insertAccount(deps, trx, project, grant, tokens, userId);
  switch (outcome.kind) {
    case 'sign-in': {
      const user = await existingUser(deps.db, project, outcome.user_id);
      const write = async (trx: Db) => {
        if (tokens) await storeProviderTokens(trx, deps.secrets, project.id, outcome.oauth_account_id, tokens);
      };
      return existingEntry(deps, user, write, outcome.linked === true);
    }
    case 'attach': {
      const user = await existingUser(deps.db, project, outcome.user_id);
      const write = async (trx: Db) => {
        await addAccount(trx, user.id);
        // A provider added to a user changes its `oauth_providers` (server/kernel/events).
        await recordEvent(trx, project.id, 'user.updated', { id: user.id });
      };
      return existingEntry(deps, user, write, outcome.linked === true);
    }
    case 'sign-up': {
      const caller = outcome.caller_id ? ((await loadUser(deps.db, project.id, outcome.caller_id)) ?? null) : null;
      const upgrading = caller?.is_anonymous === true;
      return {
        kind: 'new',
        method: 'oauth',
        oauthProvider: grant.provider_id,
        caller,
        user: {
          display_name: profile.displayName,
          profile_image_url: profile.profileImageUrl,
          primary_email: profile.email,
          primary_email_verified: profile.email !== null && profile.emailVerified,
          primary_email_auth_enabled: outcome.email_auth,
        },
        withUser: async (trx, userId) => {
          if (upgrading) await takeProviderProfile(trx, project, userId, profile);
          await addAccount(trx, userId);
        },
      };
    }
  }
}

/**
 * The gate entry of an existing user. A `link` flow was started by the signed-in user (its access token), so the
 * account is attached before the gate: a second factor then asks for the session only, and the link is not lost
 * on the way through the MFA page. Joining by e-mail (`link_method`) writes inside the gate, so a sign-in stopped
 * by the second factor attaches nothing.
 */
async function existingEntry(deps: ServerDeps, user: UserRecord, write: (trx: Db) => Promise<void>, linked: boolean): Promise<GateEntry> {
  if (!linked) return { kind: 'existing', method: 'oauth', user, withUser: write };
  await deps.db.transaction().execute(write);
  return { kind: 'existing', method: 'oauth', user };
}

/** The user a code was issued for; gone since (deleted in the five minutes) means the code is no good. */
async function existingUser(db: Db, project: Project, userId: string): Promise<UserRecord> {
  const user = await loadUser(db, project.id, userId);
  if (!user) throw new KnownError('INVALID_AUTHORIZATION_CODE');
  return user;
}

/** The provider account row and its first tokens; another user having taken the account meanwhile is refused. */
async function insertAccount(deps: ServerDeps, trx: Db, project: Project, grant: ResolvedAccount, tokens: ProviderTokens | null, userId: string): Promise<void> {
  const id = newId();
  try {
    await trx
      .insertInto('oauth_accounts')
      .values({
        id,
        project_id: project.id,
        user_id: userId,
        provider_id: grant.provider_id,
        account_id: grant.profile.accountId,
        email: grant.profile.email,
        created_at: Date.now(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'oauth_accounts')) throw new KnownError('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER');
    throw error;
  }
  if (tokens) await storeProviderTokens(trx, deps.secrets, project.id, id, tokens);
}
