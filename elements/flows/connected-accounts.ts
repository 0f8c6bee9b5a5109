import { atom, type ReadableAtom } from 'nanostores';
import type { ClientProjectConfig, CurrentUser } from '../../core';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';
import { takePendingOAuth } from './last-used';
import { oauthUser, type OAuthProviderAccount } from './oauth-app';

/** What, besides its OAuth accounts, can let a user in. */
type OtherWaysIn = Pick<CurrentUser, 'hasPassword' | 'otpAuthEnabled' | 'passkeyAuthEnabled'>;
type MethodSwitches = Pick<ClientProjectConfig, 'credentialEnabled' | 'magicLinkEnabled' | 'passkeyEnabled'>;

/**
 * Whether removing `account` leaves the user a way in: it is not used for sign-in, or they have a password, e-mail
 * code sign-in or a passkey the project still accepts, or another account that signs in. The server refuses the rest.
 *
 * @example
 * ```ts
 * const removable = canRemoveAccount(account, accounts, user, project.config);
 * ```
 */
export function canRemoveAccount(account: OAuthProviderAccount, accounts: readonly OAuthProviderAccount[], user: OtherWaysIn, config: MethodSwitches): boolean {
  if (!account.allowSignIn) return true;
  if (user.hasPassword && config.credentialEnabled) return true;
  if (user.otpAuthEnabled && config.magicLinkEnabled) return true;
  if (user.passkeyAuthEnabled && config.passkeyEnabled) return true;
  return accounts.some((other) => other.id !== account.id && other.allowSignIn);
}

/** The providers the project enables that the user has no account of yet, in the project's order. */
export function connectableProviders(config: Pick<ClientProjectConfig, 'enabledOAuthProviders'>, accounts: readonly OAuthProviderAccount[]): string[] {
  const connected = new Set(accounts.map((account) => account.providerConfigId));
  return [...new Set(config.enabledOAuthProviders.map(({ id }) => id))].filter((id) => !connected.has(id));
}

export type ConnectedAccountsStore = {
  /** The user's OAuth accounts; undefined until loaded. */
  readonly $accounts: ReadableAtom<OAuthProviderAccount[] | undefined>;
  /** The account whose removal waits for the visitor's confirmation. */
  readonly $confirming: ReadableAtom<string | null>;
  /** The provider being connected, while the page leaves for it. */
  readonly $connecting: ReadableAtom<string | null>;
  readonly action: ActionStore;
  load(): Promise<boolean>;
  /** Leaves for `provider` to connect another account (core's linkConnectedAccount). */
  connect(provider: string): Promise<boolean>;
  ask(accountId: string): void;
  cancel(): void;
  /** Removes the account being confirmed, then reloads the list. */
  remove(): Promise<boolean>;
};

/** The connected-accounts section of account settings. */
export function createConnectedAccounts(env: FlowEnv, user: CurrentUser): ConnectedAccountsStore {
  const $accounts = atom<OAuthProviderAccount[] | undefined>(undefined);
  const $confirming = atom<string | null>(null);
  const $connecting = atom<string | null>(null);
  const action = createAction(env);
  const reload = async () => $accounts.set(await oauthUser(user).listOAuthProviders());
  return {
    $accounts,
    $confirming,
    $connecting,
    action,
    load: () => action.run(reload),
    async connect(provider) {
      // A sign-in started (and abandoned) in this tab must not be taken for this link when the callback completes.
      takePendingOAuth();
      $connecting.set(provider);
      let navigated = false;
      const done = await action.run(async () => {
        navigated = (await env.act(() => oauthUser(user).linkConnectedAccount(provider))).navigated;
      });
      if (!done || !(navigated || env.isLeaving())) $connecting.set(null);
      return done;
    },
    ask: (accountId) => $confirming.set(accountId),
    cancel: () => $confirming.set(null),
    async remove() {
      const account = ($accounts.get() ?? []).find((candidate) => candidate.id === $confirming.get());
      if (!account) return false;
      const done = await action.run(async () => {
        try {
          await account.delete();
        } finally {
          await reload();
        }
      });
      $confirming.set(null);
      return done;
    },
  };
}
