import { atom, type ReadableAtom } from 'nanostores';
import type { ActiveSession, CurrentUser } from '../../core';
import { createAction } from './action';
import type { Failure } from './describe-failure';
import type { FlowEnv } from './flow-env';

/** Every other session at once, for `$confirming` and `$revoking`. */
export const OTHER_SESSIONS = 'others';

export type SessionsFlow = {
  /** The user's sessions, the current one first, then newest first; null until loaded. */
  readonly $sessions: ReadableAtom<ActiveSession[] | null>;
  /** The session (or OTHER_SESSIONS) whose sign-out waits for the visitor to confirm it. */
  readonly $confirming: ReadableAtom<string | null>;
  /** The session (or OTHER_SESSIONS) being signed out, if one is. */
  readonly $revoking: ReadableAtom<string | null>;
  readonly $failure: ReadableAtom<Failure | null>;
  load(): Promise<void>;
  /** Asks to sign out a session (or OTHER_SESSIONS); nothing ends before `revoke` confirms it. */
  ask(target: string): void;
  cancel(): void;
  /** Signs out the session (or every other session) being confirmed, then reloads the list. */
  revoke(): Promise<void>;
};

/** The active-sessions section of the account settings: sign out one other session, or all of them, each confirmed first. */
export function createSessionsFlow(env: FlowEnv, user: CurrentUser): SessionsFlow {
  const $sessions = atom<ActiveSession[] | null>(null);
  const $confirming = atom<string | null>(null);
  const $revoking = atom<string | null>(null);
  const action = createAction(env);
  const load = async () => {
    const list = await user.getActiveSessions();
    $sessions.set([...list].sort((a, b) => Number(b.isCurrentSession) - Number(a.isCurrentSession) || b.createdAt.getTime() - a.createdAt.getTime()));
  };
  return {
    $sessions,
    $confirming,
    $revoking,
    $failure: action.$failure,
    load: async () => void (await action.run(load)),
    ask: (target) => $confirming.set(target),
    cancel: () => $confirming.set(null),
    async revoke() {
      const target = $confirming.get();
      if (!target || $revoking.get()) return;
      $revoking.set(target);
      await action.run(async () => {
        const ids = target === OTHER_SESSIONS ? ($sessions.get() ?? []).filter((s) => !s.isCurrentSession).map((s) => s.id) : [target];
        try {
          for (const id of ids) await user.revokeSession(id);
        } finally {
          // What did end is shown even when one sign-out failed.
          await load();
        }
      });
      $confirming.set(null);
      $revoking.set(null);
    },
  };
}
