import { z } from 'zod';
import { OAUTH_PROVIDER_IDS } from '../project-config';
import { booleanQuery, email, longText, metadata, shortText } from '../common-schemas';

/**
 * Request schemas of the user endpoints (docs/wire.md §3 "Server user", "Client user"). Server-only at run time.
 */

/**
 * A user id in a path, query or body: a UUID, or `me` for the signed-in user (docs/wire.md §3).
 *
 * @example
 * ```ts
 * userIdOrMe.parse('me'); // 'me'; a UUID passes too, anything else is a SCHEMA_ERROR
 * ```
 */
export const userIdOrMe = z.union([z.literal('me'), z.uuid()], { error: "must be a user id (UUID) or 'me'" });

/**
 * Path parameters of `/users/{user_id}`.
 *
 * @example
 * ```ts
 * userParams.parse({ user_id: 'me' });
 * ```
 */
export const userParams = z.strictObject({ user_id: userIdOrMe });

/**
 * A new password. The length rule (8..70) is checked by the server so that the answer is the catalogue's
 * `PASSWORD_TOO_SHORT`/`PASSWORD_TOO_LONG`; this bound only stops absurd inputs.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ email, password: newPassword });
 * ```
 */
export const newPassword = z.string().max(4_096);

/**
 * A password hash imported from another system. Whether it is a bcrypt hash the server accepts is the server's
 * check, answered in Stack's words (server/kernel/passwords/imported-hash.ts).
 */
const passwordHash = z.string().max(1_000);

/** Image types a profile picture may be sent inline as (no SVG: it can carry script). */
const INLINE_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|avif);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * A profile image (docs/wire.md §3): an http(s) URL with a host (projects name no image hosts, so any host), or a
 * small image inline as a base64 `data:image/…;base64,` URL, as the official client sends an uploaded picture.
 * Teams and team member profiles take the same.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ profile_image_url: imageUrl.nullable().optional() });
 * ```
 */
export const imageUrl = z.string().max(100_000).refine(isImageUrl, 'must be an http(s) URL or a base64 data:image/ URL (png, jpeg, gif, webp or avif)');

/**
 * Whether a profile image is a small image inline as a base64 `data:image/…;base64,` URL, the only kind a client may
 * set on a user (docs/wire.md §3 "Client user").
 *
 * @example
 * ```ts
 * isInlineImage('data:image/gif;base64,R0lGODlhAQABAAAAACw='); // true
 * isInlineImage('https://cdn.example.com/a.png'); // false
 * ```
 */
export function isInlineImage(value: string): boolean {
  const inline = INLINE_IMAGE.exec(value);
  return inline !== null && (inline[2] ?? '').length % 4 === 0;
}

/** Whether a profile image is an http(s) URL with a host, or an inline image (`isInlineImage`). */
function isImageUrl(value: string): boolean {
  if (INLINE_IMAGE.test(value)) return isInlineImage(value);
  if (/\s/.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

/**
 * A TOTP secret (`PATCH /users/me {totp_secret_base64}`, docs/wire.md §4 "MFA"): standard base64 of 10 to 64 bytes. The
 * official client sends 20 random bytes; Stack's own tests use 13. `null` turns multi-factor sign-in off.
 *
 * @example
 * ```ts
 * totpSecret.parse(Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('base64'));
 * ```
 */
export const totpSecret = z.string().refine((value) => {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(value)) return false;
  const bytes = Buffer.from(value, 'base64').length;
  return bytes >= 10 && bytes <= 64;
}, 'must be the base64 of a secret of 10 to 64 bytes');

/** Stack stores an empty display name as null (API/users/crud.tsx `display_name || null`). */
const displayName = z
  .string()
  .max(256)
  .transform((value) => (value === '' ? null : value));
const riskScore = z.number().int().min(0).max(100);
const countryCode = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a 2-letter country code'));

const oauthProvider = z.strictObject({
  id: z.enum(OAUTH_PROVIDER_IDS),
  account_id: z.string().min(1).max(512),
  email: email.nullable().optional(),
});

/**
 * A client's profile image as sent: that it is an inline image (`isInlineImage`) is the server's check, answered as
 * Stack answers it, a plain-text 400 (docs/wire.md §3 "Client user").
 */
const clientImage = z.string().max(100_000);

/** Fields a server may set on create and update. */
const serverFields = {
  display_name: displayName.nullable().optional(),
  profile_image_url: imageUrl.nullable().optional(),
  client_metadata: metadata.optional(),
  client_read_only_metadata: metadata.optional(),
  server_metadata: metadata.optional(),
  primary_email: email.nullable().optional(),
  primary_email_verified: z.boolean().optional(),
  primary_email_auth_enabled: z.boolean().optional(),
  passkey_auth_enabled: z.boolean().optional(),
  password: newPassword.nullable().optional(),
  password_hash: passwordHash.optional(),
  otp_auth_enabled: z.boolean().optional(),
  totp_secret_base64: totpSecret.nullable().optional(),
  restricted_by_admin: z.boolean().optional(),
  restricted_by_admin_reason: shortText.nullable().optional(),
  restricted_by_admin_private_details: longText.nullable().optional(),
  country_code: countryCode.nullable().optional(),
  risk_scores: z.strictObject({ sign_up: z.strictObject({ bot: riskScore, free_trial_abuse: riskScore }) }).optional(),
};

type Consistency = {
  primary_email?: string | null | undefined;
  primary_email_verified?: boolean | undefined;
  primary_email_auth_enabled?: boolean | undefined;
  restricted_by_admin?: boolean | undefined;
  restricted_by_admin_reason?: string | null | undefined;
  restricted_by_admin_private_details?: string | null | undefined;
};

/** Rules across fields, as the official schema states them (SH/interface/crud/users.ts). */
function checkConsistency(value: Consistency, ctx: z.RefinementCtx): void {
  // An e-mail flag needs an address; on update, one the user has is checked by the server (update-user.ts).
  if (value.primary_email === null) {
    for (const key of ['primary_email_auth_enabled', 'primary_email_verified'] as const) {
      if (value[key] === true) ctx.addIssue({ code: 'custom', path: [key], message: `${key} cannot be true without primary_email` });
    }
  }
  if (value.restricted_by_admin !== true) {
    for (const key of ['restricted_by_admin_reason', 'restricted_by_admin_private_details'] as const) {
      if (value[key] !== undefined && value[key] !== null) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be null unless restricted_by_admin is true' });
      }
    }
  }
}

/**
 * `POST /users` (server). An e-mail flag without an address is refused, as Stack refuses it (API/users/crud.tsx
 * `checkAuthData`).
 *
 * @example
 * ```ts
 * api.post('/users', endpoint({ access: SERVER_OR_ADMIN, body: serverUserCreateBody, handler: ({ auth, body, c }) => … }));
 * ```
 */
export const serverUserCreateBody = z
  .strictObject({
    ...serverFields,
    is_anonymous: z.boolean().optional(),
    oauth_providers: z.array(oauthProvider).max(20).optional(),
  })
  .superRefine((value, ctx) => checkConsistency({ ...value, primary_email: value.primary_email ?? null }, ctx));

/**
 * `PATCH /users/{id}` and server `PATCH /users/me`: an anonymous user may only be made non-anonymous.
 *
 * @example
 * ```ts
 * serverUserUpdateBody.parse({ is_anonymous: true }); // throws: an anonymous user may only become non-anonymous
 * ```
 */
export const serverUserUpdateBody = z
  .strictObject({
    ...serverFields,
    selected_team_id: z.uuid().nullable().optional(),
    is_anonymous: z.literal(false).optional(),
  })
  .superRefine(checkConsistency);
/**
 * A valid server `PATCH /users/{id}` body.
 *
 * @example
 * ```ts
 * const patch: ServerUserUpdateBody = { restricted_by_admin: true, restricted_by_admin_reason: 'Chargeback' };
 * ```
 */
export type ServerUserUpdateBody = z.infer<typeof serverUserUpdateBody>;

/**
 * Client `PATCH /users/me`: only what a user may change about themselves (docs/wire.md §3 "Client user").
 *
 * @example
 * ```ts
 * clientUserUpdateBody.parse({ server_metadata: {} }); // throws: not the user's to change
 * ```
 */
export const clientUserUpdateBody = z.strictObject({
  display_name: serverFields.display_name,
  profile_image_url: clientImage.nullable().optional(),
  client_metadata: serverFields.client_metadata,
  selected_team_id: z.uuid().nullable().optional(),
  otp_auth_enabled: serverFields.otp_auth_enabled,
  passkey_auth_enabled: serverFields.passkey_auth_enabled,
  primary_email: serverFields.primary_email,
  totp_secret_base64: serverFields.totp_secret_base64,
});

/**
 * Most users one page of `GET /users` holds.
 *
 * @example
 * ```ts
 * const limit = Math.min(wanted, USER_LIST_MAX_LIMIT); // a larger ?limit= is a SCHEMA_ERROR
 * ```
 */
const USER_LIST_MAX_LIMIT = 500;

/**
 * `GET /users` (docs/wire.md §3 "Lists"): keyset pagination, `cursor` is the id of the first user of the page.
 * Anonymous users are listed only with `include_anonymous=true`; `only_anonymous=true` needs it (the server's
 * plain-text 400, as Stack answers).
 *
 * @example
 * ```ts
 * userListQuery.parse({ limit: '20', desc: 'true' }); // { limit: 20, desc: true }
 * ```
 */
export const userListQuery = z.strictObject({
  cursor: z.uuid().optional(),
  limit: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(USER_LIST_MAX_LIMIT))
    .optional(),
  desc: booleanQuery.optional(),
  order_by: z.enum(['signed_up_at', 'last_active_at']).optional(),
  query: z.string().max(1_000).optional(),
  include_anonymous: booleanQuery.optional(),
  include_restricted: booleanQuery.optional(),
  only_anonymous: booleanQuery.optional(),
  /** Only the members of this team. */
  team_id: z.uuid().optional(),
});

/**
 * `GET /users/{user_id}`: Stack's read shares the list's query, so the official client's
 * `?include_anonymous=true` is accepted there (an anonymous user is read either way).
 *
 * @example
 * ```ts
 * userReadQuery.parse({ include_anonymous: 'true' });
 * ```
 */
export const userReadQuery = z.strictObject({
  include_anonymous: booleanQuery.optional(),
  include_restricted: booleanQuery.optional(),
  only_anonymous: booleanQuery.optional(),
});
/**
 * A parsed `GET /users` query.
 *
 * @example
 * ```ts
 * const query: UserListQuery = { limit: 20, order_by: 'signed_up_at', desc: true };
 * ```
 */
export type UserListQuery = z.infer<typeof userListQuery>;
