import type { AppContext } from './app-context';
import { createAppContext } from './app-context';
import { handOff } from './app-context-handoff';
import { ClientApp } from './client-app';
import type { ClientAppOptions } from './client-app-options';
import { clientViews } from './client-views';
import type { AdminProject } from './projects/admin-project';
import { createOwnedProject, listOwnedProjects, transferOwnedProject, type ProjectCreate } from './projects/owned-projects';

/**
 * The dashboard's app: a ClientApp of the internal project whose signed-in user owns projects. It lists and creates
 * them, and is the `projectOwnerSession` of the AdminApp that manages one. Kept out of ClientApp so customer pages
 * never download it.
 *
 * @example
 * ```ts
 * const owner = new ProjectOwnerApp({ projectId: 'internal', publishableClientKey, baseUrl, tokenStore: 'cookie' });
 * const project = await owner.createProject({ displayName: 'Acme' });
 * const admin = new AdminApp({ projectId: project.id, baseUrl, tokenStore: null, projectOwnerSession: owner });
 * ```
 */
export class ProjectOwnerApp extends ClientApp {
  readonly #context: AppContext;

  constructor(options: ClientAppOptions) {
    const context = createAppContext(options, clientViews);
    super(handOff(options, context));
    this.#context = context;
  }

  /** The signed-in owner's access token on the internal project, refreshed when close to expiry; null when signed out. */
  async getAccessToken(): Promise<string | null> {
    return (await this.#context.tokens.getTokens())?.accessToken ?? null;
  }

  /** The projects the signed-in user owns through their teams, oldest first. */
  listOwnedProjects(): Promise<AdminProject[]> {
    return listOwnedProjects(this.#context);
  }

  /** Creates a project owned by the signed-in user's selected team (or a team made for it). */
  createProject(input: ProjectCreate): Promise<AdminProject> {
    return createOwnedProject(this.#context, input);
  }

  /** Makes `newTeamId` (a team the signed-in user belongs to) the owner of a project whose owner team they admin. */
  transferProject(projectId: string, newTeamId: string): Promise<void> {
    return transferOwnedProject(this.#context, projectId, newTeamId);
  }
}
