import type { Locale } from '../../protocol/locales';
import type { OAuthCodeTokenJson } from '../../protocol/oauth/json';
import type { ServerDeps } from '../server-deps';
import type { Db } from './db/open-database';
import type { Project } from './projects/projects';

/** A `grant_type=authorization_code` request at the OAuth token endpoint, after client authentication. */
export type CodeGrantRequest = {
  code: string;
  redirectUri: string | undefined;
  codeVerifier: string | undefined;
  ip: string | undefined;
  userAgent: string | undefined;
  country?: string | undefined;
  locale?: Locale | undefined;
};

/**
 * The points where a feature joins the kernel's work without the kernel importing it (issue 21): a feature names
 * its hooks in its manifest entry (server/features/index.ts), the composition root installs them once
 * (`installFeatureHooks`, from `createApp`), and the kernel runs them where the work happens, awaited in order.
 */
export type FeatureHooks = {
  /**
   * A user became active on a session, not an impersonation: a session started (a sign-in, a session the server
   * made) or its access token was refreshed. Metrics counts daily active users from it.
   */
  sessionActive?: (db: Db, projectId: string, userId: string, now: number) => Promise<void>;
  /**
   * A user's TOTP secret was removed (a PATCH with null, unproven credentials cleared), inside the caller's
   * transaction: whatever else belongs to the second factor goes with it.
   */
  secondFactorRemoved?: (trx: Db, projectId: string, userId: string) => Promise<void>;
  /** A user's TOTP secret was replaced by a PATCH, inside the caller's transaction. */
  secondFactorReplaced?: (trx: Db, projectId: string, userId: string) => Promise<void>;
  /**
   * Everything someone could still sign in to a user's account with goes (kernel/sign-in/clear-unproven-credentials.ts),
   * inside the caller's transaction: a feature deletes the credentials it keeps (passkeys).
   */
  signInCredentialsCleared?: (trx: Db, projectId: string, userId: string) => Promise<void>;
  /** A team is being deleted, inside the deletion's transaction before its row goes: what dies with it goes first. */
  teamDeleting?: (trx: Db, projectId: string, teamId: string) => Promise<void>;
  /**
   * Redeems an authorization code at the token endpoint (kernel/sessions/oauth-token-routes.ts), which itself
   * serves only refresh tokens: the OAuth feature ends its sign-ins here. The first feature that names one serves.
   */
  authorizationCodeGrant?: (deps: ServerDeps, project: Project, request: CodeGrantRequest) => Promise<OAuthCodeTokenJson>;
};

const installed: FeatureHooks[] = [];

/**
 * Installs the features' hooks; installing the same hooks object again changes nothing (every server in a process
 * has the same features).
 */
export function installFeatureHooks(hooks: readonly FeatureHooks[]): void {
  for (const entry of hooks) if (!installed.includes(entry)) installed.push(entry);
}

/** The first installed hook of one kind, for hooks that answer rather than join in; undefined when none is. */
export function featureHook<K extends keyof FeatureHooks>(kind: K): FeatureHooks[K] | undefined {
  return installed.find((entry) => entry[kind])?.[kind];
}

/** Runs every installed hook of one kind, in the order the features were listed. */
export async function runFeatureHooks<K extends keyof FeatureHooks>(kind: K, ...args: Parameters<NonNullable<FeatureHooks[K]>>): Promise<void> {
  for (const entry of installed) {
    const hook = entry[kind] as ((...hookArgs: Parameters<NonNullable<FeatureHooks[K]>>) => Promise<void>) | undefined;
    if (hook) await hook(...args);
  }
}
