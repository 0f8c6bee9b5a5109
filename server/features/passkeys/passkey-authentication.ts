import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_RP_ID_PLACEHOLDER } from '../../../protocol/constants';
import type { PasskeyOptionsJson } from '../../../protocol/passkeys/json';
import { KnownError } from '../../../protocol/known-error';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import type { Limit, RateLimits } from '../../kernel/limits/rate-limits';
import { refuseIfOver } from '../../kernel/limits/too-many-requests';
import { passSignInGate, type GateDeps, type GateResult, type SignInClient } from '../../kernel/sign-in/sign-in-gate';
import type { Project } from '../../kernel/projects/projects';
import { loadUser } from '../../kernel/users/user-record';
import { authenticationFailed } from './passkey-errors';
import { PasskeyStore } from './passkey-store';
import { PASSKEY_TIMEOUT_MS } from './passkey-registration';
import { ceremonySite } from './webauthn-origin';

/** What an authentication code holds. */
type AuthenticationCode = { challenge: string };

/** Failed passkey sign-ins one client address may make (as many as failed passwords: DEFAULT_SIGN_IN_LIMITS). */
export const PASSKEY_FAILURE_LIMIT: Limit = { limit: 100, windowMs: 10 * 60_000 };

/**
 * `POST /auth/passkey/initiate-passkey-authentication` (docs/wire.md §4 "Passkeys"): request options with the RP id
 * placeholder and no allowed credentials (so discoverable credentials and conditional mediation work), and a
 * 'passkey-authentication' code holding the challenge.
 *
 * @example
 * ```ts
 * const { options_json, code } = await startPasskeyAuthentication(db, project);
 * ```
 */
export async function startPasskeyAuthentication(deps: GateDeps, project: Project): Promise<PasskeyOptionsJson<unknown>> {
  if (!project.config.passkey_enabled) throw new KnownError('PASSKEY_AUTHENTICATION_NOT_ENABLED');
  const options = await generateAuthenticationOptions({ rpID: PASSKEY_RP_ID_PLACEHOLDER, allowCredentials: [], userVerification: 'preferred', timeout: PASSKEY_TIMEOUT_MS });
  const { code } = await new VerificationCodes(deps.db).create(project.id, 'passkey-authentication', { challenge: options.challenge } satisfies AuthenticationCode);
  return { options_json: options, code };
}

/**
 * `POST /auth/passkey/sign-in`: uses the code, finds the credential within the project, verifies the assertion
 * (its challenge, a trusted origin, the RP id the passkey was made for, which must be that origin's, user
 * presence, the signature and counter), checks the user handle when sent and that the user still allows passkey
 * sign-in, records the counter and time, and signs in through the gate (so MFA users stop at the second factor).
 * Every failure of the response is `PASSKEY_AUTHENTICATION_FAILED` and counts against the client address, which is
 * refused with 429 once it has failed too often.
 */
export async function signInWithPasskey(
  deps: GateDeps & { limits: RateLimits },
  project: Project,
  body: { authentication_response: Record<string, unknown>; code: string },
  context: SignInClient,
): Promise<GateResult> {
  if (!project.config.passkey_enabled) throw new KnownError('PASSKEY_AUTHENTICATION_NOT_ENABLED');
  const limitKey = `passkey-sign-in:address:${context.ip ?? `in-process:${project.id}`}`;
  refuseIfOver([await deps.limits.check(limitKey, PASSKEY_FAILURE_LIMIT)], 'Too many failed passkey sign-ins. Please try again later.');
  const data = await new VerificationCodes(deps.db).consume<AuthenticationCode>(project.id, 'passkey-authentication', body.code);
  const verified = await verifyAssertion(deps, project, body.authentication_response as unknown as AuthenticationResponseJSON, data.challenge);
  if (!verified) {
    await deps.limits.record(limitKey, PASSKEY_FAILURE_LIMIT);
    throw authenticationFailed();
  }
  const { is_new_user: _new, ...tokens } = await passSignInGate(deps, project, { kind: 'existing', method: 'passkey', user: verified }, context);
  return { ...tokens, is_new_user: false };
}

/** The user the assertion proves, with the passkey's use recorded; null for any failure. */
async function verifyAssertion(deps: GateDeps, project: Project, response: AuthenticationResponseJSON, challenge: string) {
  if (typeof response.id !== 'string' || typeof response.response !== 'object' || response.response === null) return null;
  const site = ceremonySite(project, response.response.clientDataJSON);
  if (!site) return null;
  const store = new PasskeyStore(deps.db);
  const passkey = await store.byCredentialId(project.id, response.id);
  // A passkey made for another site (an RP id this origin may not use) is refused.
  if (!passkey || !site.rpIds.includes(passkey.rp_id)) return null;
  const userHandle = response.response.userHandle;
  if (userHandle !== undefined && userHandle !== null && userHandle !== Buffer.from(passkey.user_id, 'utf8').toString('base64url')) return null;
  let info: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    info = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: site.origin,
      expectedRPID: passkey.rp_id,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter: Number(passkey.counter) },
      requireUserVerification: false,
    });
  } catch {
    return null;
  }
  if (!info.verified) return null;
  const user = await loadUser(deps.db, project.id, passkey.user_id);
  if (!user?.passkey_auth_enabled) return null;
  await store.markUsed(project.id, passkey.id, info.authenticationInfo.newCounter);
  return user;
}
