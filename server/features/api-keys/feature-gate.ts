import type { Project } from '../../kernel/projects/projects';
import { StatusError } from '../../kernel/http/status-error';
import type { ApiKeyType } from './key-format';

const DISABLED: Record<ApiKeyType, string> = {
  user: 'User API keys are not enabled for this project.',
  team: 'Team API keys are not enabled for this project.',
};

/**
 * User and team keys exist only where the project allows them (config `allow_user_api_keys` /
 * `allow_team_api_keys`). The catalogue has no code for this, and the reference server answers a plain 400 with
 * these words, which the official client shows as they are, so this does too.
 */
export function requireKeysEnabled(project: Project, type: ApiKeyType): void {
  const allowed = type === 'user' ? project.config.allow_user_api_keys : project.config.allow_team_api_keys;
  if (!allowed) throw new StatusError(400, DISABLED[type]);
}
