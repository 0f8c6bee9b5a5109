import type { ReadableAtom } from 'nanostores';
import * as routes from '../protocol/route-table';
import {
  internalApiKeyFirstViewFromJson,
  internalApiKeyFromJson,
  type InternalApiKey,
  type InternalApiKeyCreate,
  type InternalApiKeyFirstView,
} from './admin/internal-api-key';
import { loadMetrics, type MetricsOptions, type ProjectMetrics } from './admin/metrics';
import { listUserSessionsAsAdmin } from './admin/user-sessions';
import type { ActiveSession } from './users/active-session';
import { createAppContext, type AppContext, type AppViews } from './app-context';
import { handedOver, handOff } from './app-context-handoff';
import { checkId } from './check-id';
import { call } from './http/call';
import { adminProjectFromJson, adminProjectPatchBody, type AdminProject, type AdminProjectPatch } from './projects/admin-project';
import { permissionDefinitionActions, type PermissionDefinition, type PermissionDefinitionCreate, type PermissionDefinitionUpdate } from './permissions/permission-definitions';
import { ServerApp, type ServerAppOptions } from './server-app';
import { serverViews } from './server-views';

/** What an AdminApp loads: the server view of the signed-in user and the admin view of the project. */
const adminViews: AppViews = {
  loadUser: (context) => serverViews.loadUser(context), // a call, not a property read: see server-views.ts
  async loadProject(context) {
    return adminProjectFromJson(await call(context.sender, routes.adminProject, { accessType: 'admin' }));
  },
};

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
  readonly #context: AppContext;

  constructor(options: AdminAppOptions) {
    if (typeof options?.superSecretAdminKey !== 'string' || options.superSecretAdminKey === '') {
      throw new TypeError('AdminApp needs superSecretAdminKey (a non-empty string).');
    }
    // One context for the three classes: built here with the admin views, handed on to ServerApp and ClientApp.
    const context = handedOver(options) ?? createAppContext(options, adminViews);
    super(handOff(options, context));
    this.#context = context;
  }

  /** The admin view of the project (`GET /internal/projects/current`), cached like `$project`. */
  override async getProject(): Promise<AdminProject> {
    // The context's project loader is the admin one (adminViews).
    return (await this.#context.projectCache.get()) as AdminProject;
  }

  /** Changes the project; `config` keys are the wire's snake_case ones. Updates `$project`. */
  async updateProject(patch: AdminProjectPatch): Promise<AdminProject> {
    const json = await call(this.#context.sender, routes.updateAdminProject, { accessType: 'admin', body: adminProjectPatchBody(patch) });
    const project = adminProjectFromJson(json);
    this.#context.projectCache.set(project);
    return project;
  }

  /** The project's key sets (keys shown by their last four characters). */
  async listInternalApiKeys(): Promise<InternalApiKey[]> {
    const list = await call(this.#context.sender, routes.listInternalApiKeys, { accessType: 'admin' });
    return list.items.map(internalApiKeyFromJson);
  }

  /** Creates a key set; the answer is the only time its keys are shown in full. */
  async createInternalApiKey(options: InternalApiKeyCreate): Promise<InternalApiKeyFirstView> {
    if (!(options?.expiresAt instanceof Date) || Number.isNaN(options.expiresAt.getTime())) {
      throw new TypeError('expiresAt must be a valid Date.');
    }
    if (typeof options.description !== 'string') throw new TypeError('description must be a string.');
    const json = await call(this.#context.sender, routes.createInternalApiKey, {
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
    await call(this.#context.sender, routes.updateInternalApiKey, { params: { id }, accessType: 'admin', body: { revoked: true } });
  }

  /**
   * The project's metrics for the dashboard's overview (`GET /internal/metrics`); anonymous users count only with
   * `includeAnonymous`.
   */
  getMetrics(options: MetricsOptions = {}): Promise<ProjectMetrics> {
    return loadMetrics(this.#context, options);
  }

  /**
   * A user's live sessions, impersonation sessions included (`ServerUser.getActiveSessions` leaves them out); end
   * one with the user's `revokeSession`. Start one with `createSession({ userId, isImpersonation: true })`.
   */
  listUserSessions(userId: string): Promise<ActiveSession[]> {
    return listUserSessionsAsAdmin(this.#context, userId);
  }

  // Permission definitions (core/permissions/permission-definitions.ts), named as the official client names them.
  /** Team permission definitions, the system `$…` ones included. */
  listTeamPermissionDefinitions(): Promise<PermissionDefinition[]> { return permissionDefinitionActions(this.#context, 'team').list(); }
  createTeamPermissionDefinition(data: PermissionDefinitionCreate): Promise<PermissionDefinition> { return permissionDefinitionActions(this.#context, 'team').create(data); }
  updateTeamPermissionDefinition(id: string, data: PermissionDefinitionUpdate): Promise<PermissionDefinition> { return permissionDefinitionActions(this.#context, 'team').update(id, data); }
  /** Deletes a definition, its grants and every mention of it. */
  deleteTeamPermissionDefinition(id: string): Promise<void> { return permissionDefinitionActions(this.#context, 'team').remove(id); }
  listProjectPermissionDefinitions(): Promise<PermissionDefinition[]> { return permissionDefinitionActions(this.#context, 'project').list(); }
  createProjectPermissionDefinition(data: PermissionDefinitionCreate): Promise<PermissionDefinition> { return permissionDefinitionActions(this.#context, 'project').create(data); }
  updateProjectPermissionDefinition(id: string, data: PermissionDefinitionUpdate): Promise<PermissionDefinition> { return permissionDefinitionActions(this.#context, 'project').update(id, data); }
  deleteProjectPermissionDefinition(id: string): Promise<void> { return permissionDefinitionActions(this.#context, 'project').remove(id); }
}
