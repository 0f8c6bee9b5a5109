import { StatusError } from '../http/status-error';

/** Highest bcrypt cost imported: each step doubles the work, and 15 already takes seconds per sign-in. */
const MAX_BCRYPT_COST = 14;
const BCRYPT = /^\$2[abxy]?\$(\d{2})\$[./A-Za-z0-9]{53}$/;

/**
 * The password fields of a server's `POST /users` or `PATCH /users/{id}`, checked with Stack's plain-text answers
 * (docs/wire.md §3 "Server user"): `password` and `password_hash` never together, and a hash only as a bcrypt hash in
 * Modular Crypt Format (`$2a$10$…`) whose cost is 4 to 14 (docs/security.md "Passwords and codes": every sign-in
 * verifies at that cost).
 *
 * @example
 * ```ts
 * checkPasswordFields(body); // throws a 400 StatusError before anything is written
 * ```
 */
export function checkPasswordFields(body: { password?: string | null | undefined; password_hash?: string | undefined }): void {
  if (body.password !== undefined && body.password_hash !== undefined) {
    throw new StatusError(400, 'Cannot set both password and password_hash at the same time.');
  }
  if (body.password_hash === undefined) return;
  const cost = Number(BCRYPT.exec(body.password_hash)?.[1] ?? Number.NaN);
  if (!(cost >= 4 && cost <= MAX_BCRYPT_COST)) {
    throw new StatusError(400, "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.");
  }
}
