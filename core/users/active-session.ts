import type { SessionDeviceJson, SessionIpInfoJson, SessionJson } from '../../protocol/sessions/json';

/**
 * One of a user's sessions (docs/product.md §3 "Session"), as listed by `getActiveSessions()`.
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
  /** Where it was last used from (Stack's `geoInfo`): the address, and the place when the server knows it. */
  geoInfo?: SessionIpInfoJson;
  /** Latch: the browser and operating system it was last used with, when the server could tell. */
  device?: SessionDeviceJson;
};

/**
 * Reads a session list item from the wire (times are epoch milliseconds, docs/wire.md §3).
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
    ...(json.last_used_at_end_user_ip_info ? { geoInfo: json.last_used_at_end_user_ip_info } : {}),
    ...(json.last_used_device ? { device: json.last_used_device } : {}),
  });
}
