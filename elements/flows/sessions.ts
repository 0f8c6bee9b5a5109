import { atom, type ReadableAtom } from 'nanostores';
import type { ActiveSession, CurrentUser } from '../../core';
import { createAction } from './action';
import type { Failure } from './describe-failure';
import type { FlowEnv } from './flow-env';

export type SessionsFlow = {
  /** The user's sessions, the current one first, then newest first; null until loaded. */
  readonly $sessions: ReadableAtom<ActiveSession[] | null>;
  /** The session being signed out, if one is. */
  readonly $revoking: ReadableAtom<string | null>;
  readonly $failure: ReadableAtom<Failure | null>;
  load(): Promise<void>;
  /** Signs out one other session, then reloads the list. */
  revoke(sessionId: string): Promise<void>;
};

/** The active-sessions section of the account settings. */
export function createSessionsFlow(env: FlowEnv, user: CurrentUser): SessionsFlow {
  const $sessions = atom<ActiveSession[] | null>(null);
  const $revoking = atom<string | null>(null);
  const action = createAction(env);
  const load = async () => {
    const list = await user.getActiveSessions();
    $sessions.set([...list].sort((a, b) => Number(b.isCurrentSession) - Number(a.isCurrentSession) || b.createdAt.getTime() - a.createdAt.getTime()));
  };
  return {
    $sessions,
    $revoking,
    $failure: action.$failure,
    load: async () => void (await action.run(load)),
    async revoke(sessionId) {
      if ($revoking.get()) return;
      $revoking.set(sessionId);
      await action.run(async () => {
        await user.revokeSession(sessionId);
        await load();
      });
      $revoking.set(null);
    },
  };
}
