import { map, type ReadableAtom } from 'nanostores';
import type { CurrentUser, Passkey } from '../../core';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';

/** What the section last did, said in its live region. */
type PasskeysNotice = 'passkeys.added' | 'passkeys.renamed' | 'passkeys.removed';

type PasskeysState = {
  /** The user's passkeys, oldest first; undefined until loaded. */
  passkeys: Passkey[] | undefined;
  /** The passkey whose name is being edited. */
  editing: string | null;
  /** The passkey whose removal waits for the visitor's confirmation. */
  confirming: string | null;
  /** The browser's dialog of "Add a passkey" is open. */
  adding: boolean;
  /** The entered name is empty or too long. */
  nameInvalid: boolean;
  notice: PasskeysNotice | null;
  /** Where focus goes after an action: the add button, the name field, a passkey's rename button, or the alert. */
  focus: { target: 'add' | 'name' | 'alert' | `rename:${string}`; seq: number } | null;
};

export type PasskeysStore = {
  readonly $state: ReadableAtom<PasskeysState>;
  readonly action: ActionStore;
  load(): Promise<boolean>;
  /** "Add a passkey": the browser's dialog, then the list again. */
  add(): Promise<boolean>;
  startRename(id: string): void;
  /** Saves the name being edited (1 to 64 characters once trimmed, as the server checks). */
  rename(name: string): Promise<boolean>;
  cancelRename(): void;
  ask(id: string): void;
  cancel(): void;
  /** Removes the passkey being confirmed, then reloads the list. */
  remove(): Promise<boolean>;
};

/** The longest name the server accepts (protocol/passkeys/schemas.ts). */
const NAME_MAX = 64;

/** The passkeys section of account settings: add, list, rename in place, remove after confirming. */
export function createPasskeys(env: FlowEnv, user: CurrentUser): PasskeysStore {
  const $state = map<PasskeysState>({ passkeys: undefined, adding: false, editing: null, confirming: null, nameInvalid: false, notice: null, focus: null });
  const action = createAction(env);
  let seq = 0;
  const focus = (target: NonNullable<PasskeysState['focus']>['target']) => $state.setKey('focus', { target, seq: ++seq });
  const reload = async () => $state.setKey('passkeys', await user.listPasskeys());
  const afterFailure = (done: boolean) => {
    if (!done) focus('alert');
    return done;
  };
  return {
    $state,
    action,
    load: () => action.run(reload),
    async add() {
      if ($state.get().adding) return false;
      $state.set({ ...$state.get(), adding: true, notice: null, editing: null, confirming: null });
      const done = await action.run(async () => {
        const result = await user.registerPasskey();
        if (result.status === 'error') throw result.error;
        await reload();
      });
      $state.setKey('adding', false);
      if (done) {
        $state.setKey('notice', 'passkeys.added');
        focus('add');
      }
      return afterFailure(done);
    },
    startRename(id) {
      action.clear();
      $state.set({ ...$state.get(), editing: id, confirming: null, nameInvalid: false, notice: null });
      focus('name');
    },
    async rename(entered) {
      const id = $state.get().editing;
      if (!id) return false;
      const name = entered.trim();
      if (!name || name.length > NAME_MAX) {
        $state.setKey('nameInvalid', true);
        focus('name');
        return false;
      }
      const done = await action.run(async () => {
        await user.renamePasskey(id, name);
        await reload();
      });
      if (!done) return afterFailure(done);
      $state.set({ ...$state.get(), editing: null, nameInvalid: false, notice: 'passkeys.renamed' });
      focus(`rename:${id}`);
      return true;
    },
    cancelRename() {
      const id = $state.get().editing;
      $state.set({ ...$state.get(), editing: null, nameInvalid: false });
      if (id) focus(`rename:${id}`);
    },
    ask(id) {
      action.clear();
      $state.set({ ...$state.get(), confirming: id, editing: null, notice: null });
    },
    cancel() {
      const id = $state.get().confirming;
      $state.setKey('confirming', null);
      if (id) focus(`rename:${id}`);
    },
    async remove() {
      const id = $state.get().confirming;
      if (!id) return false;
      const done = await action.run(async () => {
        try {
          await user.deletePasskey(id);
        } finally {
          // What is left is shown even when the removal failed (another tab removed it first…).
          await reload();
        }
      });
      $state.set({ ...$state.get(), confirming: null, notice: done ? 'passkeys.removed' : null });
      if (done) focus('add');
      return afterFailure(done);
    },
  };
}
