import type { SessionJson } from '../../protocol/json/session';

/**
 * One of a user's sessions (spec §3 "Session"), as listed by `getActiveSessions()`.
 *
 * @example
 * ```ts
 * const others = (await user.getActiveSessions()).filter((s) => !s.isCurrentSession);
 * await Promise.all(others.map((s) => user.revokeSession(s.id)));
 * ```
 */
export type ActiveSession = {
  id: string;
  isCurrentSession: boolean;
  isImpersonation: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/**
 * Reads a session list item from the wire (times are epoch milliseconds, stack-api §3).
 *
 * @example
 * ```ts
 * const sessions = body.items.map(activeSessionFromJson);
 * ```
 */
export function activeSessionFromJson(json: SessionJson): ActiveSession {
  return Object.freeze({
    id: json.id,
    isCurrentSession: json.is_current_session === true,
    isImpersonation: json.is_impersonation,
    createdAt: new Date(json.created_at),
    lastUsedAt: typeof json.last_used_at === 'number' ? new Date(json.last_used_at) : null,
  });
}
