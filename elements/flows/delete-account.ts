import { atom, type ReadableAtom } from 'nanostores';
import type { CurrentUser } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';

/**
 * The seam for step-up: a fresh proof that the person at the keyboard is the account's owner (the password or a
 * second factor again, OWASP ASVS "re-authentication before sensitive operations"), asked after the typed
 * confirmation and before the account goes. Latch has no step-up yet, so nothing passes one; when it does, the
 * screen passes it here. It throws to stop: its failure is shown like any other and nothing is deleted.
 */
export type StepUp = () => Promise<void>;

export type DeleteAccountFlow = {
  /** True once "Delete account" was pressed: the confirmation field shows. */
  readonly $confirming: ReadableAtom<boolean>;
  /** What is wrong with the typed confirmation, or null. */
  readonly $fieldError: ReadableAtom<UiStringKey | null>;
  readonly action: ActionStore;
  ask(): void;
  cancel(): void;
  /** The visitor typed in the field again: its message goes. */
  edit(): void;
  /**
   * Deletes the account when `typed` is `word` (the word the screen asked for, in the page's language): the server
   * deletes the user and every session, this page forgets the session, and the page goes to the after-sign-out URL.
   * Resolves true once deleted.
   */
  confirm(typed: string, word: string): Promise<boolean>;
};

/**
 * The "Delete account" section of account settings (offered only where the project sets
 * `client_user_deletion_enabled`): nothing happens until the visitor types the word asked for, so one stray click or
 * Enter never deletes an account.
 */
export function createDeleteAccount(env: FlowEnv, user: CurrentUser, options: { stepUp?: StepUp } = {}): DeleteAccountFlow {
  const $confirming = atom(false);
  const $fieldError = atom<UiStringKey | null>(null);
  const action = createAction(env);
  return {
    $confirming,
    $fieldError,
    action,
    ask: () => $confirming.set(true),
    cancel() {
      $confirming.set(false);
      $fieldError.set(null);
      action.clear();
    },
    edit: () => $fieldError.set(null),
    async confirm(typed, word) {
      // The same letters however the keyboard composed them (a Vietnamese Ó typed as O and a combining accent).
      if (typed.trim().normalize('NFC') !== word.normalize('NFC')) {
        $fieldError.set('deleteAccount.mismatch');
        return false;
      }
      $fieldError.set(null);
      // One action as the element's: the deletion, then the way out (core's user.delete() already forgot the session).
      return action.run(
        async () => {
          await options.stepUp?.();
          await user.delete();
          await env.app.redirectToAfterSignOut();
        },
        { asElement: true },
      );
    },
  };
}
