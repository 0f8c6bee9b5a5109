import { z } from 'zod';

/**
 * The override levels of Stack's config (docs/wire.md §3 "Config"). Latch keeps one config per project: `project`
 * holds `project.*`, `environment` everything else; `branch` (pushed config files) is refused.
 *
 * @example
 * ```ts
 * configLevelParams.parse({ level: 'environment' });
 * ```
 */
export const configLevelParams = z.strictObject({ level: z.enum(['project', 'branch', 'environment']) });

const configText = z.string().max(100_000);

/**
 * `PATCH /internal/config/override/{level}`: the keys to change, as JSON text (dot paths or nested objects).
 *
 * @example
 * ```ts
 * configOverridePatchBody.parse({ config_override_string: JSON.stringify({ 'auth.allowSignUp': false }) });
 * ```
 */
export const configOverridePatchBody = z.strictObject({ config_override_string: configText });

/**
 * `PUT /internal/config/override/{level}`: the level's whole override, as JSON text; `source` is the pushed config's
 * origin, which only the branch level (refused) reads.
 *
 * @example
 * ```ts
 * configOverridePutBody.parse({ config_string: '{}' });
 * ```
 */
export const configOverridePutBody = z.strictObject({ config_string: configText, source: z.record(z.string(), z.unknown()).optional() });
