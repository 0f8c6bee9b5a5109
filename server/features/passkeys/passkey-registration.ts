import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_RP_ID_PLACEHOLDER } from '../../../protocol/constants';
import type { PasskeyOptionsJson, PasskeyRegisteredJson } from '../../../protocol/passkeys/json';
import { KnownError } from '../../../protocol/known-error';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import type { Db } from '../../kernel/db/open-database';
import type { Project } from '../../kernel/projects/projects';
import type { UserRecord } from '../../kernel/users/user-record';
import { registrationFailed } from './passkey-errors';
import { passkeyBaseName } from './passkey-name';
import { PasskeyStore } from './passkey-store';
import { ceremonySite } from './webauthn-origin';

/** What a registration code holds: the challenge, and whose registration it is. */
type RegistrationCode = { challenge: string; user_id: string };

/** WebAuthn's wait for the person, in the options (the code lives 5 s longer). */
export const PASSKEY_TIMEOUT_MS = 60_000;

/**
 * `POST /auth/passkey/initiate-passkey-registration` (docs/wire.md §4 "Passkeys"): creation options for the user (RP id
 * the placeholder, a resident key, user verification preferred, the user's passkeys excluded) and a
 * 'passkey-registration' code holding the challenge. Anonymous users cannot own a passkey.
 *
 * @example
 * ```ts
 * const { options_json, code } = await startPasskeyRegistration(db, project, user);
 * ```
 */
export async function startPasskeyRegistration(db: Db, project: Project, user: UserRecord): Promise<PasskeyOptionsJson<unknown>> {
  refuseUnlessRegistrable(project, user);
  const existing = await new PasskeyStore(db).list(project.id, user.id);
  const options = await generateRegistrationOptions({
    rpName: project.display_name,
    rpID: PASSKEY_RP_ID_PLACEHOLDER,
    userID: new TextEncoder().encode(user.id),
    userName: user.primary_email ?? user.display_name ?? user.id,
    userDisplayName: user.display_name ?? user.primary_email ?? '',
    timeout: PASSKEY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: JSON.parse(passkey.transports) as string[] })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  });
  const { code } = await new VerificationCodes(db).create(project.id, 'passkey-registration', { challenge: options.challenge, user_id: user.id } satisfies RegistrationCode);
  return { options_json: options, code };
}

/**
 * `POST /auth/passkey/register`: uses the code, then verifies the credential against its challenge, a trusted
 * origin and that origin's RP id, with user presence required; stores the passkey, named after its provider (the
 * AAGUID) or the browser and system of `userAgent` (passkey-name.ts), and turns passkey sign-in on.
 * Any failure of the credential (or a code made for another user) is `PASSKEY_REGISTRATION_FAILED`.
 */
export async function finishPasskeyRegistration(
  db: Db,
  project: Project,
  user: UserRecord,
  credential: Record<string, unknown>,
  code: string,
  userAgent?: string,
): Promise<PasskeyRegisteredJson> {
  refuseUnlessRegistrable(project, user);
  const data = await new VerificationCodes(db).consume<RegistrationCode>(project.id, 'passkey-registration', code);
  if (data.user_id !== user.id) throw registrationFailed('The code was made for another user.');
  const response = credential as unknown as RegistrationResponseJSON;
  const site = ceremonySite(project, (response.response as { clientDataJSON?: unknown } | undefined)?.clientDataJSON);
  if (!site) throw registrationFailed('The passkey was not made on a site this project trusts.');
  const info = await verifyOrNull(response, data.challenge, site.origin, site.rpIds);
  if (!info?.rpID) throw registrationFailed('The passkey could not be verified.');
  const added = await new PasskeyStore(db).add(project.id, user.id, {
    credential_id: info.credential.id,
    public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: (info.credential.transports ?? []).filter((t) => typeof t === 'string'),
    device_type: info.credentialDeviceType,
    backed_up: info.credentialBackedUp,
    rp_id: info.rpID,
    name: passkeyBaseName(info.aaguid, userAgent),
  });
  if (!added) throw registrationFailed('This passkey is already registered.');
  // Stack answers the credential's id (base64url) as `user_handle` (docs/wire.md §4 "Passkeys").
  return { user_handle: info.credential.id };
}

function refuseUnlessRegistrable(project: Project, user: UserRecord): void {
  if (!project.config.passkey_enabled) throw new KnownError('PASSKEY_AUTHENTICATION_NOT_ENABLED');
  // A passkey belongs to a real account: an anonymous one has nothing to sign back into.
  if (user.is_anonymous) throw new KnownError('ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
}

type RegistrationInfo = Extract<Awaited<ReturnType<typeof verifyRegistrationResponse>>, { verified: true }>['registrationInfo'];

/** The library throws plain Errors (and TypeErrors on garbage) for every bad response: all are a failed registration. */
async function verifyOrNull(response: RegistrationResponseJSON, challenge: string, origin: string, rpIds: string[]): Promise<RegistrationInfo | null> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpIds,
      requireUserPresence: true,
      requireUserVerification: false,
    });
    return result.verified ? result.registrationInfo : null;
  } catch {
    return null;
  }
}
