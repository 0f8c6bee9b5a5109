import { expect } from 'vitest';
import type { PasskeyOptionsJson, PasskeyRegisteredJson } from '../../../protocol/passkeys/json';
import type { ProjectConfig } from '../../../protocol/project-config';
import { expectJson } from '../../test-support/expect-known-error';
import { SoftwareAuthenticator } from '../../test-support/software-authenticator';
import { client, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import type { TestProject, TestServer } from '../../test-support/test-server';

/** The site the passkey tests use: a trusted domain of the project, on which the SDK sets the RP id to its hostname. */
export const SITE = { origin: 'https://app.example.com', rpId: 'app.example.com' };

/** Creation options as @simplewebauthn makes them (the fields the tests read). */
export type CreationOptions = {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  timeout: number;
  excludeCredentials: { id: string }[];
  authenticatorSelection: Record<string, unknown>;
};
/** Request options as @simplewebauthn makes them. */
export type RequestOptions = { challenge: string; rpId: string; timeout: number; allowCredentials?: unknown[]; userVerification: string };

/**
 * A project with passkeys on and `https://app.example.com` trusted (localhost too).
 *
 * @example
 * ```ts
 * const project = await passkeyProject(t);
 * ```
 */
export function passkeyProject(t: TestServer, config: Partial<ProjectConfig> = {}): Promise<TestProject> {
  return createProjectWithKeys(t, {
    display_name: 'Acme',
    config: { passkey_enabled: true, allow_localhost: true, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }], ...config },
  });
}

/** What the ceremonies of the tests need: the server, the project, and one signed-up user with an authenticator. */
export class PasskeyCeremonies {
  readonly authenticator = new SoftwareAuthenticator();

  constructor(
    readonly t: TestServer,
    readonly project: TestProject,
  ) {}

  initiateRegistration(accessToken: string): Promise<Response> {
    return this.t.api('POST', '/auth/passkey/initiate-passkey-registration', client(this.project, accessToken), {});
  }

  async registrationOptions(accessToken: string): Promise<PasskeyOptionsJson<CreationOptions>> {
    return expectJson<PasskeyOptionsJson<CreationOptions>>(await this.initiateRegistration(accessToken));
  }

  register(accessToken: string, credential: unknown, code: string): Promise<Response> {
    return this.t.api('POST', '/auth/passkey/register', client(this.project, accessToken), { credential, code });
  }

  /** Signs up a user and gives them a passkey made on SITE. */
  async userWithPasskey(): Promise<{ user_id: string; access_token: string; refresh_token: string; email: string }> {
    const user = await signUp(this.t, this.project);
    const { options_json, code } = await this.registrationOptions(user.access_token);
    const credential = this.authenticator.register(options_json, SITE);
    // As Stack: the answer's user_handle is the new credential's id.
    const registered = await expectJson<PasskeyRegisteredJson>(await this.register(user.access_token, credential, code));
    expect(registered).toEqual({ user_handle: (credential as { id: string }).id });
    const stored = await this.t.deps.db.selectFrom('passkeys').select('credential_id').where('project_id', '=', this.project.id).execute();
    expect(stored.map((row) => row.credential_id)).toContain(registered.user_handle);
    return user;
  }

  initiateAuthentication(project = this.project): Promise<Response> {
    return this.t.api('POST', '/auth/passkey/initiate-passkey-authentication', client(project), {});
  }

  async authenticationOptions(project = this.project): Promise<PasskeyOptionsJson<RequestOptions>> {
    return expectJson<PasskeyOptionsJson<RequestOptions>>(await this.initiateAuthentication(project));
  }

  signIn(authentication_response: unknown, code: string, project = this.project): Promise<Response> {
    return this.t.api('POST', '/auth/passkey/sign-in', client(project), { authentication_response, code });
  }
}
