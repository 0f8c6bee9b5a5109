const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a code of each purpose lives unless its flow says otherwise (docs/wire.md §6 "Expiry"): 7 days for the
 * e-mailed links and sign-in codes, 5 minutes for an MFA attempt, 65 s for a passkey challenge, 1 h for a
 * project transfer. CLI login defaults to 2 h (docs/wire.md §4 "CLI login"; the caller may pass up to 24 h).
 */
export const CODE_LIFETIMES_MS = {
  /** A contact channel's verification link (`/contact-channels/verify`), also sent after a password sign-up. */
  'contact-channel-verification': 7 * DAY,
  'password-reset': 7 * DAY,
  /** E-mail sign-in: one code serves the link and the six-character OTP (docs/wire.md §4). */
  'magic-link': 7 * DAY,
  'team-invitation': 7 * DAY,
  'mfa-attempt': 5 * MINUTE,
  'passkey-registration': 65_000,
  'passkey-authentication': 65_000,
  'project-transfer': HOUR,
  'cli-login': 2 * HOUR,
  /** OAuth sign-in: what authorize learned (client, redirect URLs, PKCE), keyed by the inner state (docs/wire.md §4 "OAuth" 1). */
  'oauth-outer-state': 10 * MINUTE,
  /** The authorization code the callback hands the client; single use (RFC 6749 §4.1.2: "short", Stack's 5 min). */
  'oauth-authorization-code': 5 * MINUTE,
  /** "Open the site as this user": the owner clicks at once; a link left in a history or a log dies soon. */
  impersonation: 5 * MINUTE,
} as const satisfies Record<string, number>;

/** What a code proves; a code is found only under the purpose it was made for. */
export type CodePurpose = keyof typeof CODE_LIFETIMES_MS;

/** Failed guesses a code survives (`MAX_ATTEMPTS_PER_CODE`, docs/wire.md §6). */
export const MAX_CODE_ATTEMPTS = 20;

/** Every code is 45 lowercase Crockford base32 characters (docs/wire.md §6). */
export const CODE_LENGTH = 45;

/** The e-mail shows the code's first 6 characters upper-cased as the OTP; the rest is the nonce (docs/wire.md §4). */
export const OTP_LENGTH = 6;
