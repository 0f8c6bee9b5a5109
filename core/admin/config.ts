import * as configRoutes from '../../protocol/config/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';

/**
 * The project's config in Stack's rendered shape (`GET /internal/config`, docs/wire.md §3 "Config"), as the official
 * admin app's `project.getConfig()` answers it.
 *
 * @example
 * ```ts
 * const config = await loadConfig(context);
 * const required = (config.onboarding as { requireEmailVerification: boolean }).requireEmailVerification;
 * ```
 */
export async function loadConfig(context: AppContext): Promise<Record<string, unknown>> {
  const { config_string } = await call(context.sender, configRoutes.getConfig, { accessType: 'admin' });
  return JSON.parse(config_string) as Record<string, unknown>;
}

/**
 * Changes config keys by their dot paths (`PATCH /internal/config/override/{level}`), as the official admin app's
 * `project.updateConfig()` does; `project.*` keys go to the project level, the others to the environment level.
 *
 * @example
 * ```ts
 * await updateConfig(context, { 'onboarding.requireEmailVerification': true });
 * ```
 */
export async function updateConfig(context: AppContext, override: Record<string, unknown>): Promise<void> {
  const keys = Object.keys(override);
  const projectKeys = keys.filter((key) => key === 'project' || key.startsWith('project.'));
  const levels: ['project' | 'environment', string[]][] = [
    ['project', projectKeys],
    ['environment', keys.filter((key) => !projectKeys.includes(key))],
  ];
  for (const [level, names] of levels) {
    if (names.length === 0) continue;
    const part = Object.fromEntries(names.map((name) => [name, override[name]]));
    await call(context.sender, configRoutes.updateConfigOverride, {
      accessType: 'admin',
      params: { level },
      body: { config_override_string: JSON.stringify(part) },
    });
  }
}
