import type { ServerDeps } from '../../server-deps';
import { settleWithin } from '../shutdown/settle-within';

const running = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `task` after the answer has gone out, for work whose duration must not show in the answer's timing (a reset
 * mail goes only to an account that exists: a slow SMTP handshake would tell who has one). A failure is logged,
 * never lost. Tasks are tracked per server so tests and shutdown can wait for them (`settleBackground`).
 *
 * @example
 * ```ts
 * inBackground(deps, 'password reset mail', () => mailResetLink(deps, project, email, callbackUrl));
 * return c.json({ success: 'maybe, only if user with e-mail exists' });
 * ```
 */
export function inBackground(deps: Pick<ServerDeps, 'logger'>, what: string, task: () => Promise<void>): void {
  const tasks = running.get(deps) ?? new Set<Promise<void>>();
  running.set(deps, tasks);
  const promise: Promise<void> = Promise.resolve()
    .then(task)
    .catch((error: unknown) => deps.logger.error(`Background task failed: ${what}`, error))
    .finally(() => tasks.delete(promise));
  tasks.add(promise);
}

/**
 * Resolves once every background task of this server, including any they start, has finished.
 *
 * @example
 * ```ts
 * await settleBackground(t.deps); // the reset mail is now in the outbox
 * ```
 */
export async function settleBackground(deps: Pick<ServerDeps, 'logger'>): Promise<void> {
  const tasks = running.get(deps);
  while (tasks && tasks.size > 0) await Promise.all([...tasks]);
}

/**
 * Shutdown: waits at most `timeoutMs` for the background tasks (mail being sent after its answer went out); true when
 * they all finished in time.
 */
export function drainBackground(deps: Pick<ServerDeps, 'logger'>, timeoutMs: number): Promise<boolean> {
  return settleWithin(settleBackground(deps), timeoutMs);
}
