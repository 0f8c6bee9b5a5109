import type { LatchExportApiKey, LatchExportPasskey } from './latch-format';

/**
 * The one shape every importer maps its source to (docs/import.md): users with their addresses, password hash,
 * metadata, OAuth links, TOTP secret and project permissions; teams; memberships. `writeImport` stores it.
 */
/** `usedForAuth` defaults to `primary`: the primary address signs in. */
export type ImportEmail = { address: string; verified: boolean; primary: boolean; usedForAuth?: boolean | undefined };

export type ImportUser = {
  /** The user's id in the source (the report names records by it). */
  sourceId: string;
  /** Kept as Latch's user id when it is a UUID no other user has (Latch and Stack Auth exports). */
  id?: string | undefined;
  displayName?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
  emails: ImportEmail[];
  /** A stored-form hash (`server/kernel/passwords/foreign-hash-format.ts`); null or absent: no password. */
  passwordHash?: string | null | undefined;
  /** Set by an importer that could not read the source's hash: the record is skipped with this reason. */
  problem?: string | undefined;
  clientMetadata?: unknown;
  clientReadOnlyMetadata?: unknown;
  serverMetadata?: unknown;
  oauth?: { provider: string; accountId: string; email?: string | null | undefined }[] | undefined;
  /** The TOTP secret, base64 of its bytes. */
  totpSecretBase64?: string | null | undefined;
  otpAuthEnabled?: boolean | undefined;
  isAnonymous?: boolean | undefined;
  restricted?: { reason: string | null; privateDetails: string | null } | null | undefined;
  countryCode?: string | null | undefined;
  /** The locale the user's mails are written in (docs/i18n.md "E-mails"); one Latch does not ship is dropped. */
  locale?: string | null | undefined;
  signedUpAt?: number | undefined;
  lastActiveAt?: number | undefined;
  /** Direct project permissions; absent: the project's defaults for a new user. */
  projectPermissions?: string[] | undefined;
  /** Latch exports only: the user's passkeys and API keys, as stored. */
  passkeyAuthEnabled?: boolean | undefined;
  passkeys?: LatchExportPasskey[] | undefined;
  apiKeys?: LatchExportApiKey[] | undefined;
};

export type ImportTeam = {
  sourceId: string;
  id?: string | undefined;
  displayName: string;
  profileImageUrl?: string | null | undefined;
  clientMetadata?: unknown;
  clientReadOnlyMetadata?: unknown;
  serverMetadata?: unknown;
  createdAt?: number | undefined;
  /** Latch exports only: the team's API keys, as stored. */
  apiKeys?: LatchExportApiKey[] | undefined;
};

export type ImportMembership = {
  teamSourceId: string;
  userSourceId: string;
  displayName?: string | null | undefined;
  /** Direct team permissions; absent: the project's member defaults. */
  permissions?: string[] | undefined;
};

export type ImportBatch = { users: ImportUser[]; teams?: ImportTeam[] | undefined; memberships?: ImportMembership[] | undefined };

/** What an import did, record by record. */
export type ImportReport = {
  dryRun: boolean;
  imported: { sourceId: string; userId: string }[];
  skipped: { sourceId: string; reason: string }[];
  teams: { sourceId: string; teamId: string }[];
};

/** Epoch milliseconds of a date string or number, or undefined. */
export function toMillis(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || value === '') return undefined;
  const parsed = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A JSON object's string field, or undefined. */
export function str(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Parses a metadata field that may be an object or a JSON text; undefined when empty or unreadable. */
export function metadata(value: unknown): unknown {
  if (typeof value !== 'string') return value === null ? undefined : value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) return { value };
    throw error;
  }
}

/**
 * A record that cannot go in, found while writing it (its transaction rolls back); the report names the reason.
 *
 * @example
 * ```ts
 * throw new ImportRefused('a passkey of another user of the project');
 * ```
 */
export class ImportRefused extends Error {}
