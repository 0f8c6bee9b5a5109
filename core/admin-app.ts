import type { ReadableAtom } from 'nanostores';
import type { CreatedInternalApiKeyJson, InternalApiKeyJson } from '../protocol/json/internal-api-key';
import type { ListJson } from '../protocol/json/list';
import type { AdminProjectJson } from '../protocol/json/project';
import {
  internalApiKeyFirstViewFromJson,
  internalApiKeyFromJson,
  type InternalApiKey,
  type InternalApiKeyCreate,
  type InternalApiKeyFirstView,
} from './admin/internal-api-key';
import { checkId } from './check-id';
import { adminProjectFromJson, adminProjectPatchBody, type AdminProject, type AdminProjectPatch } from './projects/admin-project';
import { ServerApp, type ServerAppOptions } from './server-app';

/**
 * Options of `new AdminApp(…)`: a server app's, plus the super secret admin key. Server code only.
 *
 * @example
 * ```ts
 * const options: AdminAppOptions = { projectId, baseUrl, tokenStore: null, secretServerKey, superSecretAdminKey };
 * ```
 */
export type AdminAppOptions = ServerAppOptions & { superSecretAdminKey: string };

/**
 * The SDK for managing a project: everything ServerApp does, plus the admin view and settings of the project and
 * its own API keys.
 *
 * @example
 * ```ts
 * const admin = new AdminApp({ projectId, baseUrl, tokenStore: null, secretServerKey, superSecretAdminKey });
 * await admin.updateProject({ config: { sign_up_enabled: false } });
 * const { publishableClientKey } = await admin.createInternalApiKey({
 *   description: 'web', expiresAt: new Date(Date.now() + 365 * 86_400_000),
 *   hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false,
 * });
 * ```
 */
export class AdminApp extends ServerApp {
  declare readonly $project: ReadableAtom<AdminProject | undefined>;

  constructor(options: AdminAppOptions) {
    if (typeof options?.superSecretAdminKey !== 'string' || options.superSecretAdminKey === '') {
      throw new TypeError('AdminApp needs superSecretAdminKey (a non-empty string).');
    }
    super(options);
  }

  /** The admin view of the project (`GET /internal/projects/current`), cached like `$project`. */
  override async getProject(): Promise<AdminProject> {
    return (await this.projectCache.get()) as AdminProject;
  }

  /** Changes the project; `config` keys are the wire's snake_case ones. Updates `$project`. */
  async updateProject(patch: AdminProjectPatch): Promise<AdminProject> {
    const json = await this.sender.sendJson<AdminProjectJson>({
      method: 'PATCH',
      path: '/internal/projects/current',
      accessType: 'admin',
      body: adminProjectPatchBody(patch),
    });
    const project = adminProjectFromJson(json);
    this.projectCache.set(project);
    return project;
  }

  /** The project's key sets (keys shown by their last four characters). */
  async listInternalApiKeys(): Promise<InternalApiKey[]> {
    const list = await this.sender.sendJson<ListJson<InternalApiKeyJson>>({ path: '/internal/api-keys', accessType: 'admin' });
    return list.items.map(internalApiKeyFromJson);
  }

  /** Creates a key set; the answer is the only time its keys are shown in full. */
  async createInternalApiKey(options: InternalApiKeyCreate): Promise<InternalApiKeyFirstView> {
    if (!(options?.expiresAt instanceof Date) || Number.isNaN(options.expiresAt.getTime())) {
      throw new TypeError('expiresAt must be a valid Date.');
    }
    if (typeof options.description !== 'string') throw new TypeError('description must be a string.');
    const json = await this.sender.sendJson<CreatedInternalApiKeyJson>({
      method: 'POST',
      path: '/internal/api-keys',
      accessType: 'admin',
      body: {
        description: options.description,
        expires_at_millis: options.expiresAt.getTime(),
        has_publishable_client_key: options.hasPublishableClientKey,
        has_secret_server_key: options.hasSecretServerKey,
        has_super_secret_admin_key: options.hasSuperSecretAdminKey,
      },
    });
    return internalApiKeyFirstViewFromJson(json);
  }

  /** Revokes a key set for good. */
  async revokeInternalApiKey(id: string): Promise<void> {
    checkId(id, 'id');
    await this.sender.send({ method: 'PATCH', path: `/internal/api-keys/${encodeURIComponent(id)}`, accessType: 'admin', body: { revoked: true } });
  }

  protected override async fetchProject(): Promise<AdminProject> {
    return adminProjectFromJson(await this.sender.sendJson<AdminProjectJson>({ path: '/internal/projects/current', accessType: 'admin' }));
  }
}
