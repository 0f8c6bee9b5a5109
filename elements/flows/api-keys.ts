import { atom, type ReadableAtom } from 'nanostores';
import type { ApiKey, ApiKeyFirstView, CurrentUser } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';

/** How long a new key lives, as the form offers it. */
export type ExpiryChoice = '7d' | '30d' | '90d' | '365d' | 'never';
export const EXPIRY_CHOICES: readonly ExpiryChoice[] = ['7d', '30d', '90d', '365d', 'never'];
const DAYS: Record<Exclude<ExpiryChoice, 'never'>, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };
const DAY_MS = 86_400_000;

/** A key's state as the list shows it. */
export type ApiKeyStatus = 'valid' | 'revoked' | 'expired';

/** A line for the polite status region: a table key and its values. */
type ApiKeysNotice = { key: UiStringKey; values?: Record<string, string> } | null;

export type ApiKeysStore = {
  /** The user's keys, newest first; undefined until loaded. */
  readonly $keys: ReadableAtom<ApiKey[] | undefined>;
  /** The key just created, with its full value: shown once, until `dismissCreated`. */
  readonly $created: ReadableAtom<ApiKeyFirstView | null>;
  /** Whether the full value was copied. */
  readonly $copied: ReadableAtom<boolean>;
  /** The key whose revocation waits for the visitor to confirm it. */
  readonly $confirming: ReadableAtom<string | null>;
  readonly $fieldError: ReadableAtom<UiStringKey | null>;
  readonly $notice: ReadableAtom<ApiKeysNotice>;
  readonly action: ActionStore;
  load(): Promise<boolean>;
  /** Creates a key; its full value is then in `$created`. Resolves true when created. */
  create(description: string, expiry: ExpiryChoice): Promise<boolean>;
  /** Copies the new key's value with `write` (the page's clipboard) and says so. */
  copy(write: (text: string) => Promise<void>): Promise<boolean>;
  /** Forgets the full value for good. */
  dismissCreated(): void;
  ask(keyId: string): void;
  cancel(): void;
  /** Revokes the key being confirmed, then reloads the list. */
  revoke(): Promise<boolean>;
};

/**
 * A key's status now: revoked before expired, as the server's check orders them.
 *
 * @example
 * ```ts
 * apiKeyStatus(key); // 'valid'
 * ```
 */
export function apiKeyStatus(key: Pick<ApiKey, 'whyInvalid'>): ApiKeyStatus {
  const why = key.whyInvalid();
  return why === 'manually-revoked' ? 'revoked' : why === 'expired' ? 'expired' : 'valid';
}

/**
 * When a key made now with `choice` expires; null for never.
 *
 * @example
 * ```ts
 * expiryDate('30d', Date.now()); // a Date 30 days ahead
 * ```
 */
export function expiryDate(choice: ExpiryChoice, now: number): Date | null {
  return choice === 'never' ? null : new Date(now + DAYS[choice] * DAY_MS);
}

/**
 * The API keys section of account settings: create a key with a description and an expiry, see its full value once
 * (with a copy button), list keys by their last four with their dates and state, and revoke one after confirming.
 */
export function createApiKeys(env: FlowEnv, user: Pick<CurrentUser, 'listApiKeys' | 'createApiKey'>): ApiKeysStore {
  const $keys = atom<ApiKey[] | undefined>(undefined);
  const $created = atom<ApiKeyFirstView | null>(null);
  const $copied = atom(false);
  const $confirming = atom<string | null>(null);
  const $fieldError = atom<UiStringKey | null>(null);
  const $notice = atom<ApiKeysNotice>(null);
  const action = createAction(env);
  const reload = async () => $keys.set(await user.listApiKeys());

  return {
    $keys,
    $created,
    $copied,
    $confirming,
    $fieldError,
    $notice,
    action,
    load: () => action.run(reload),
    async create(entered, expiry) {
      const description = entered.trim();
      $fieldError.set(description === '' ? 'apiKeys.descriptionRequired' : null);
      if (description === '') return false;
      return action.run(async () => {
        $notice.set(null);
        $copied.set(false);
        $created.set(await user.createApiKey({ description, expiresAt: expiryDate(expiry, Date.now()) }));
        await reload();
      });
    },
    async copy(write) {
      const created = $created.get();
      if (!created) return false;
      return action.run(async () => {
        await write(created.value);
        $copied.set(true);
      });
    },
    dismissCreated() {
      $created.set(null);
      $copied.set(false);
    },
    ask: (keyId) => $confirming.set(keyId),
    cancel: () => $confirming.set(null),
    async revoke() {
      const key = ($keys.get() ?? []).find((candidate) => candidate.id === $confirming.get());
      if (!key) return false;
      const done = await action.run(async () => {
        try {
          await key.revoke();
          $notice.set({ key: 'apiKeys.revokedNotice', values: { description: key.description } });
        } finally {
          await reload();
        }
      });
      $confirming.set(null);
      return done;
    },
  };
}
