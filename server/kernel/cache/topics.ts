/**
 * What changed, as `publish(topic, id)` names it. Every write that makes a cached value wrong publishes; a topic says
 * what the id is. Later features add their own topics here.
 */
export const TOPIC = {
  /** A project was updated or deleted (its keys, users and sessions go with a deletion); id = project id. */
  project: 'project',
  /** A key set of the project was created, revoked or changed; id = project id. */
  projectKeys: 'project-keys',
  /** A session was revoked or deleted; id = session id. */
  session: 'session',
  /** A user was deleted, or all its sessions ended (password change); id = user id. */
  user: 'user',
  /**
   * A committed write to a table the signed-in user's query reads (published by the database itself, see
   * server/kernel/users/session-user-cache.ts); id ''.
   */
  signedInUsers: 'signed-in-users',
} as const;

/** Delivered to subscribers when every cached value must go: the instance may have missed changes. */
export const EVERYTHING = '*';
