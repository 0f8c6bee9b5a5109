import type { z } from 'zod';

/** Where Stack's config API (`GET|PATCH /internal/config`) shows a setting: its path, level and Stack's default. */
export type StackConfigPlace = { path: string; fallback: unknown; level?: 'project' | 'environment' };

/**
 * One key of a project's config that a capability adds (ARCHITECTURE.md "Growing the house"): what the admin PATCH
 * accepts, its value in a new project, whether every client may read it (`GET /projects/current`, and so core's
 * camelCased project config), and where Stack's config API shows it. A capability declares its settings in
 * `protocol/<capability>/settings.ts`; `protocol/settings/project-settings.ts` lists them, and the config type, the
 * defaults, the PATCH body, both project views and the config API follow from that list.
 *
 * @example
 * ```ts
 * export const passkeySettings = { passkey_enabled: clientSetting(z.boolean(), false, { path: 'auth.passkey.allowSignIn', fallback: false }) };
 * ```
 */
export type Setting<S extends z.ZodType = z.ZodType, Client extends boolean = boolean> = {
  readonly schema: S;
  readonly default: z.output<S>;
  readonly client: Client;
  readonly stack?: StackConfigPlace;
};

/** A capability's settings by their snake_case wire key. */
export type SettingsFragment = Readonly<Record<string, Setting>>;

/**
 * A setting only the project's admins read.
 *
 * @example
 * ```ts
 * const anonymousSettings = { anonymous_sign_up_enabled: adminSetting(z.boolean(), true) };
 * ```
 */
export function adminSetting<S extends z.ZodType>(schema: S, fallback: z.output<S>, stack?: StackConfigPlace): Setting<S, false> {
  return { schema, default: fallback, client: false, ...(stack ? { stack } : {}) };
}

/**
 * A setting every client reads too: the elements use it to decide what to show.
 *
 * @example
 * ```ts
 * const emailCodeSettings = { magic_link_enabled: clientSetting(z.boolean(), false) };
 * ```
 */
export function clientSetting<S extends z.ZodType>(schema: S, fallback: z.output<S>, stack?: StackConfigPlace): Setting<S, true> {
  return { schema, default: fallback, client: true, ...(stack ? { stack } : {}) };
}

/** The values of a fragment's settings, by key. */
export type SettingValues<F extends SettingsFragment> = { -readonly [K in keyof F]: z.output<F[K]['schema']> };

/** The keys of a fragment's settings every client reads. */
export type ClientSettingKey<F extends SettingsFragment> = { [K in keyof F]: F[K]['client'] extends true ? K : never }[keyof F];

/**
 * A new project's values of every setting.
 *
 * @example
 * ```ts
 * settingDefaults({ passkey_enabled: clientSetting(z.boolean(), false) }); // { passkey_enabled: false }
 * ```
 */
export function settingDefaults<F extends SettingsFragment>(settings: F): SettingValues<F> {
  return Object.fromEntries(Object.entries(settings).map(([key, setting]) => [key, setting.default])) as SettingValues<F>;
}

/**
 * The PATCH body's shape for the settings: each one optional.
 *
 * @example
 * ```ts
 * z.strictObject({ ...patchShape(PROJECT_SETTINGS) });
 * ```
 */
export function patchShape<F extends SettingsFragment>(settings: F): { [K in keyof F]: z.ZodOptional<F[K]['schema']> } {
  return Object.fromEntries(Object.entries(settings).map(([key, setting]) => [key, setting.schema.optional()])) as {
    [K in keyof F]: z.ZodOptional<F[K]['schema']>;
  };
}

/**
 * The values of the settings every client reads, from a whole config.
 *
 * @example
 * ```ts
 * const config = { ...base, ...clientSettingValues(PROJECT_SETTINGS, project.config) };
 * ```
 */
export function clientSettingValues<F extends SettingsFragment>(settings: F, config: SettingValues<F>): Pick<SettingValues<F>, ClientSettingKey<F>> {
  return Object.fromEntries(
    Object.entries(settings)
      .filter(([, setting]) => setting.client)
      .map(([key]) => [key, config[key as keyof F]]),
  ) as Pick<SettingValues<F>, ClientSettingKey<F>>;
}
