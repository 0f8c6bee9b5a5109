import { PUBLIC_CLIENT_SECRET } from '../../../protocol/constants';
import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import { isValidKey } from '../project-keys/internal-api-keys';
import { getProject, type Project } from '../projects/projects';

/**
 * Authenticates the OAuth client of a token request (docs/wire.md §4 "OAuth"): the client id is the project id,
 * optionally `#<branch>` (only `main` exists); the secret is one of the project's publishable client keys, or
 * the public-client sentinel unless the project requires a publishable key (then
 * `PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT`, docs/wire.md §1). Anything else is `INVALID_OAUTH_CLIENT_ID_OR_SECRET`.
 */
export async function authenticateOAuthClient(db: Db, clientId: string | undefined, clientSecret: string | undefined): Promise<Project> {
  const invalid = new KnownError('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: clientId ?? null });
  if (!clientId || clientSecret === undefined) throw invalid;
  const [projectId = '', branch = 'main', ...rest] = clientId.split('#');
  if (branch !== 'main' || rest.length > 0) throw invalid;
  const project = await getProject(db, projectId);
  if (!project) throw invalid;
  if (clientSecret === PUBLIC_CLIENT_SECRET) {
    if (project.config.require_publishable_client_key) throw new KnownError('PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', { project_id: project.id });
    return project;
  }
  if (!(await isValidKey(db, project.id, 'publishable_client_key', clientSecret))) {
    throw invalid;
  }
  return project;
}
