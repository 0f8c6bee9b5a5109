import { atom, type ReadableAtom } from 'nanostores';
import type { ContactChannel, CurrentUser } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';
import { validateEmail } from './validate-credentials';

/** A line for the polite status region: a table key and its values. */
type EmailsNotice = { key: UiStringKey; values?: Record<string, string> } | null;

export type EmailsStore = {
  /** The user's addresses, primary first; undefined until loaded. */
  readonly $channels: ReadableAtom<ContactChannel[] | undefined>;
  readonly $notice: ReadableAtom<EmailsNotice>;
  /** What is wrong with the address being added. */
  readonly $fieldError: ReadableAtom<UiStringKey | null>;
  readonly action: ActionStore;
  load(): Promise<boolean>;
  /** Adds an address (not for sign-in), then mails its verification link. Resolves true when added. */
  add(value: string): Promise<boolean>;
  verify(channel: ContactChannel): Promise<boolean>;
  makePrimary(channel: ContactChannel): Promise<boolean>;
  setUsedForSignIn(channel: ContactChannel, used: boolean): Promise<boolean>;
  remove(channel: ContactChannel): Promise<boolean>;
  editField(): void;
};

/**
 * Whether taking `channel` away (removing it, or no longer signing in with it) would leave the user no way in: no
 * password, no linked account, no other address used for sign-in. The server refuses the same for client access.
 *
 * @example
 * ```ts
 * const locked = isOnlyWayIn(channel, user, channels); // hide "Remove"
 * ```
 */
export function isOnlyWayIn(channel: ContactChannel, user: Pick<CurrentUser, 'hasPassword' | 'oauthProviders'>, channels: readonly ContactChannel[]): boolean {
  if (!channel.usedForAuth || user.hasPassword || user.oauthProviders.length > 0) return false;
  return !channels.some((other) => other.id !== channel.id && other.usedForAuth);
}

/**
 * The e-mails section of account settings: add an address (its verification mail goes at once), verify, make
 * primary, use for sign-in, remove. Every change reloads the list; the user's primary e-mail follows in `$user`.
 */
export function createEmails(env: FlowEnv, user: CurrentUser): EmailsStore {
  const $channels = atom<ContactChannel[] | undefined>(undefined);
  const $notice = atom<EmailsNotice>(null);
  const $fieldError = atom<UiStringKey | null>(null);
  const action = createAction(env);
  const reload = async () => $channels.set(await user.listContactChannels());
  const change = (work: () => Promise<unknown>) =>
    action.run(async () => {
      $notice.set(null);
      try {
        await work();
      } finally {
        await reload();
      }
    });

  return {
    $channels,
    $notice,
    $fieldError,
    action,
    load: () => action.run(reload),
    async add(entered) {
      const value = entered.trim();
      const invalid = validateEmail(value);
      $fieldError.set(invalid);
      if (invalid) return false;
      return change(async () => {
        const channel = await user.createContactChannel({ type: 'email', value, usedForAuth: false });
        await channel.sendVerificationEmail();
        $notice.set({ key: 'emails.verifySent', values: { email: value } });
      });
    },
    verify: (channel) =>
      change(async () => {
        await channel.sendVerificationEmail();
        $notice.set({ key: 'emails.verifySent', values: { email: channel.value } });
      }),
    makePrimary: (channel) => change(() => channel.update({ isPrimary: true })),
    setUsedForSignIn: (channel, used) => change(() => channel.update({ usedForAuth: used })),
    remove: (channel) => change(() => channel.delete()),
    editField: () => $fieldError.set(null),
  };
}
