import type { ReadableAtom } from 'nanostores';
import * as projectRoutes from '../protocol/projects/routes';
import * as internalApiKeyRoutes from '../protocol/internal-api-keys/routes';
import { internalApiKeyFirstViewFromJson, internalApiKeyFromJson, type InternalApiKey, type InternalApiKeyCreate, type InternalApiKeyFirstView } from './admin/internal-api-key';
import type { EmailTemplateType } from '../protocol/emails/templates';
import { HEADER } from '../protocol/headers';
import { listUserSessions } from './admin/user-sessions';
import type { ActiveSession } from './users/active-session';
import { emailActions, type EmailTemplate, type EmailTemplateSource, type EmailTheme, type SentEmail, type SmtpConfig } from './admin/emails';
import { webhookActions, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointCreate, type WebhookEndpointUpdate } from './admin/webhooks';
import { loadMetrics, type MetricsOptions, type ProjectMetrics } from './admin/metrics';
import { loadConfig, updateConfig } from './admin/config';
import type { SignUpRuleSample } from './admin/sign-up-rules';
import type { SignUpRulesStatsJson, SignUpRulesTestJson } from '../protocol/sign-up-rules/json';
import { createAppContext, type AppContext, type AppViews } from './app-context';
import { handedOver, handOff } from './app-context-handoff';
import { checkId } from './check-id';
import { call } from './http/call';
import { adminProjectFromJson, adminProjectPatchBody, type AdminProject, type AdminProjectPatch } from './projects/admin-project';
import { permissionDefinitionActions, type PermissionDefinition, type PermissionDefinitionCreate, type PermissionDefinitionUpdate } from './permissions/permission-definitions';
import type { ClientAppOptions } from './client-app-options';
import { ServerApp, type ServerAppOptions } from './server-app';
import { serverViews } from './server-views';

/** What an AdminApp loads: the server view of the signed-in user and the admin view of the project. */
const adminViews: AppViews = {
  loadUser: (context) => serverViews.loadUser(context), // a call, not a property read: see server-views.ts
  async loadProject(context) {
    return adminProjectFromJson(await call(context.sender, projectRoutes.adminProject, { accessType: 'admin' }));
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
export type AdminAppOptions = (ServerAppOptions & { superSecretAdminKey: string }) | (ClientAppOptions & { projectOwnerSession: ProjectOwnerSession });

/**
 * A project owner signed in to the internal project, e.g. the dashboard's `ClientApp` of `internal`. An AdminApp
 * built on it sends the owner's access token (`x-stack-admin-access-token`) instead of the project's keys, so it can
 * run in a browser: the server admits it only for projects the owner's team owns.
 *
 * @example
 * ```ts
 * const owner = new ClientApp({ projectId: 'internal', baseUrl, publishableClientKey, tokenStore: 'cookie' });
 * const admin = new AdminApp({ projectId, baseUrl, tokenStore: null, projectOwnerSession: owner });
 * ```
 */
export type ProjectOwnerSession = { getAccessToken(): Promise<string | null> };

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
    checkAdminAppOptions(options);
    // One context for the three classes: built here with the admin views, handed on to ServerApp and ClientApp.
    const context = handedOver(options) ?? createAppContext(withOwnerToken(options), adminViews);
    // ServerApp skips its key check for a handed-over context; the options were checked above.
    super(handOff(options, context) as ServerAppOptions);
    this.#context = context;
  }

  /** The admin view of the project (`GET /internal/projects/current`), cached like `$project`. */
  override async getProject(): Promise<AdminProject> {
    // The context's project loader is the admin one (adminViews).
    return (await this.#context.projectCache.get()) as AdminProject;
  }

  /** Reads the admin view again, past the cache (after a change made elsewhere, e.g. a transfer); updates `$project`. */
  async reloadProject(): Promise<AdminProject> {
    return (await this.#context.projectCache.refresh()) as AdminProject;
  }

  /** Changes the project; `config` keys are the wire's snake_case ones. Updates `$project`. */
  async updateProject(patch: AdminProjectPatch): Promise<AdminProject> {
    const json = await call(this.#context.sender, projectRoutes.updateAdminProject, { accessType: 'admin', body: adminProjectPatchBody(patch) });
    const project = adminProjectFromJson(json);
    this.#context.projectCache.set(project);
    return project;
  }

  /** The project's key sets (keys shown by their last four characters). */
  async listInternalApiKeys(): Promise<InternalApiKey[]> {
    const list = await call(this.#context.sender, internalApiKeyRoutes.listInternalApiKeys, { accessType: 'admin' });
    return list.items.map(internalApiKeyFromJson);
  }

  /** Creates a key set; the answer is the only time its keys are shown in full. */
  async createInternalApiKey(options: InternalApiKeyCreate): Promise<InternalApiKeyFirstView> {
    if (!(options?.expiresAt instanceof Date) || Number.isNaN(options.expiresAt.getTime())) {
      throw new TypeError('expiresAt must be a valid Date.');
    }
    if (typeof options.description !== 'string') throw new TypeError('description must be a string.');
    const json = await call(this.#context.sender, internalApiKeyRoutes.createInternalApiKey, {
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
    await call(this.#context.sender, internalApiKeyRoutes.updateInternalApiKey, { params: { id }, accessType: 'admin', body: { revoked: true } });
  }

  /** Deletes the project and everything in it: users, teams, keys, e-mails. The app is unusable afterwards. */
  async deleteProject(): Promise<void> {
    await call(this.#context.sender, projectRoutes.deleteAdminProject, { accessType: 'admin', body: {} });
  }

  /**
   * Every session of a user, impersonation sessions included (only admin access lists those; a server user's
   * `getActiveSessions()` leaves them out). Revoke one with the user's `revokeSession(id)`.
   *
   * @example
   * ```ts
   * const sessions = await admin.listUserSessions(userId);
   * const impersonated = sessions.some((session) => session.isImpersonation);
   * ```
   */
  listUserSessions(userId: string): Promise<ActiveSession[]> {
    return listUserSessions(this.#context, userId);
  }

  // E-mail (core/admin/emails.ts).
  /** The project's e-mail templates, defaults included. */
  listEmailTemplates(): Promise<EmailTemplate[]> {
    return emailActions(this.#context).listTemplates();
  }
  /** Saves a template's subject and/or content (`{{ variable }}` placeholders, rendered when sent). */
  updateEmailTemplate(type: EmailTemplateType, patch: { subject?: string; content?: { html: string; text: string } }): Promise<EmailTemplate> {
    return emailActions(this.#context).updateTemplate(type, patch);
  }
  /** Goes back to the default template. */
  resetEmailTemplate(type: EmailTemplateType): Promise<void> {
    return emailActions(this.#context).resetTemplate(type);
  }
  /** The templates as Stack's current routes keep them: the built-ins under Stack's ids, then the project's own. */
  listEmailTemplateSources(): Promise<EmailTemplateSource[]> {
    return emailActions(this.#context).listTemplateSources();
  }
  /** A new template of the project's own, named `displayName`. */
  createEmailTemplate(displayName: string): Promise<{ id: string }> {
    return emailActions(this.#context).createTemplate(displayName);
  }
  /** Saves a template's source and answers it rendered; a source that would need running is `EMAIL_RENDERING_ERROR`. */
  updateEmailTemplateSource(id: string, tsxSource: string, themeId?: string | false | null): Promise<{ renderedHtml: string }> {
    return emailActions(this.#context).updateTemplateSource(id, tsxSource, themeId);
  }
  /** Deletes a template of the project's own; a built-in one goes back to its default. */
  deleteEmailTemplate(id: string): Promise<void> {
    return emailActions(this.#context).deleteTemplate(id);
  }
  /** The project's e-mail themes. */
  listEmailThemes(): Promise<{ id: string; displayName: string }[]> {
    return emailActions(this.#context).listThemes();
  }
  /** A new theme named `displayName`. */
  createEmailTheme(displayName: string): Promise<{ id: string }> {
    return emailActions(this.#context).createTheme(displayName);
  }
  /** One theme with its source. */
  getEmailTheme(id: string): Promise<EmailTheme> {
    return emailActions(this.#context).getTheme(id);
  }
  /** Saves a theme's source (static, with `{{ children }}` once). */
  updateEmailTheme(id: string, tsxSource: string): Promise<void> {
    return emailActions(this.#context).updateTheme(id, tsxSource);
  }
  /** Deletes a theme; templates that used it go back to no theme. */
  deleteEmailTheme(id: string): Promise<void> {
    return emailActions(this.#context).deleteTheme(id);
  }
  /** The sent-e-mail log, newest first; with no SMTP server it is the development outbox. */
  listSentEmails(): Promise<SentEmail[]> {
    return emailActions(this.#context).listSentEmails();
  }
  /** Sends a test e-mail through `smtp`; a failure is an answer with the server's reason, not an exception. */
  sendTestEmail(options: { recipientEmail: string; smtp: SmtpConfig }): Promise<{ success: true } | { success: false; errorMessage: string }> {
    return emailActions(this.#context).sendTestEmail(options.recipientEmail, options.smtp);
  }
  /**
   * The project's metrics for the dashboard's overview (`GET /internal/metrics`); anonymous users count only with
   * `includeAnonymous`.
   */
  getMetrics(options: MetricsOptions = {}): Promise<ProjectMetrics> {
    return loadMetrics(this.#context, options);
  }
  /** The project's config in Stack's rendered shape (`GET /internal/config`), as the official `project.getConfig()`. */
  getConfig(): Promise<Record<string, unknown>> {
    return loadConfig(this.#context);
  }
  /** Changes config keys by dot path (`{'onboarding.requireEmailVerification': true}`), as the official `project.updateConfig()`. */
  updateConfig(override: Record<string, unknown>): Promise<void> {
    return updateConfig(this.#context, override);
  }
  /** The sign-up rules (`project.config.signUpRules`) run on a sample sign-up; nothing is counted or created. */
  async testSignUpRules(sample: SignUpRuleSample): Promise<SignUpRulesTestJson> {
    return (await import('./admin/sign-up-rules')).testSignUpRules(this.#context, sample);
  }
  /** How many real sign-ups each rule matched, in the last 48 hours (hour by hour) and ever. */
  async getSignUpRulesStats(): Promise<SignUpRulesStatsJson> {
    return (await import('./admin/sign-up-rules')).loadSignUpRulesStats(this.#context);
  }

  // Permission definitions (core/permissions/permission-definitions.ts), named as the official client names them.
  /** Team permission definitions, the system `$…` ones included. */
  listTeamPermissionDefinitions(): Promise<PermissionDefinition[]> {
    return permissionDefinitionActions(this.#context, 'team').list();
  }
  createTeamPermissionDefinition(data: PermissionDefinitionCreate): Promise<PermissionDefinition> {
    return permissionDefinitionActions(this.#context, 'team').create(data);
  }
  updateTeamPermissionDefinition(id: string, data: PermissionDefinitionUpdate): Promise<PermissionDefinition> {
    return permissionDefinitionActions(this.#context, 'team').update(id, data);
  }
  /** Deletes a definition, its grants and every mention of it. */
  deleteTeamPermissionDefinition(id: string): Promise<void> {
    return permissionDefinitionActions(this.#context, 'team').remove(id);
  }
  listProjectPermissionDefinitions(): Promise<PermissionDefinition[]> {
    return permissionDefinitionActions(this.#context, 'project').list();
  }
  createProjectPermissionDefinition(data: PermissionDefinitionCreate): Promise<PermissionDefinition> {
    return permissionDefinitionActions(this.#context, 'project').create(data);
  }
  updateProjectPermissionDefinition(id: string, data: PermissionDefinitionUpdate): Promise<PermissionDefinition> {
    return permissionDefinitionActions(this.#context, 'project').update(id, data);
  }
  deleteProjectPermissionDefinition(id: string): Promise<void> {
    return permissionDefinitionActions(this.#context, 'project').remove(id);
  }

  // Webhooks (core/admin/webhooks.ts): endpoints, their delivery log and a test message.
  /** The project's webhook endpoints. */
  listWebhookEndpoints(): Promise<WebhookEndpoint[]> {
    return webhookActions(this.#context).list();
  }
  /** Adds an endpoint; it gets its own signing secret. No `eventTypes` means every event. */
  createWebhookEndpoint(options: WebhookEndpointCreate): Promise<WebhookEndpoint> {
    return webhookActions(this.#context).create(options);
  }
  /** Changes what is given of an endpoint (url, description, eventTypes, disabled). */
  updateWebhookEndpoint(id: string, options: WebhookEndpointUpdate): Promise<WebhookEndpoint> {
    return webhookActions(this.#context).update(id, options);
  }
  /** Deletes an endpoint with its delivery log. */
  deleteWebhookEndpoint(id: string): Promise<void> {
    return webhookActions(this.#context).remove(id);
  }
  /** An endpoint's delivery log, newest first (at most 100). */
  listWebhookDeliveries(endpointId: string): Promise<WebhookDelivery[]> {
    return webhookActions(this.#context).deliveries(endpointId);
  }
  /** Sends a `webhook.test` message to one endpoint now; answers its delivery (succeeded, or pending a retry). */
  sendTestWebhook(endpointId: string): Promise<WebhookDelivery> {
    return webhookActions(this.#context).sendTest(endpointId);
  }
}

/** A caller's mistake in the options is a TypeError (ARCHITECTURE.md): keys, or an owner's session, but one of them. */
function checkAdminAppOptions(options: AdminAppOptions): void {
  if (typeof options !== 'object' || options === null) throw new TypeError('AdminApp needs an options object.');
  if ('projectOwnerSession' in options) {
    if (typeof options.projectOwnerSession?.getAccessToken !== 'function') {
      throw new TypeError('projectOwnerSession must have getAccessToken() (a ClientApp of the internal project).');
    }
    return;
  }
  if (typeof options.superSecretAdminKey !== 'string' || options.superSecretAdminKey === '') {
    throw new TypeError('AdminApp needs superSecretAdminKey (a non-empty string) or projectOwnerSession.');
  }
  if (typeof options.secretServerKey !== 'string' || options.secretServerKey === '') {
    throw new TypeError('ServerApp needs secretServerKey (a non-empty string).');
  }
}

/**
 * An owner's session goes with every server and admin request as `x-stack-admin-access-token` (docs/wire.md §1), in
 * place of the keys. Done here, around fetch, so the request sender every customer page loads carries none of it.
 */
function withOwnerToken(options: AdminAppOptions): AdminAppOptions {
  if (!('projectOwnerSession' in options)) return options;
  const owner = options.projectOwnerSession;
  const send = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  return {
    ...options,
    fetch: async (input, init) => {
      const headers = { ...(init.headers as Record<string, string> | undefined) };
      const level = headers[HEADER.accessType];
      if (level === 'server' || level === 'admin') {
        const token = await owner.getAccessToken();
        if (token) headers[HEADER.adminAccessToken] = token;
      }
      return send(input, { ...init, headers });
    },
  };
}
