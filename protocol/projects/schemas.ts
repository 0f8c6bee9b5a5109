import { z } from 'zod';
import { ACCESS_TOKEN_LIFETIME_S, MAX_SESSION_LENGTH_MS } from '../constants';
import { OAUTH_PROVIDER_IDS } from '../project-config';
import { patchShape } from '../settings/setting';
import { PROJECT_SETTINGS } from '../settings/project-settings';
import { longText, shortText, urlText } from '../common-schemas';

const permissionList = z
  .array(
    z.strictObject({
      id: z
        .string()
        .regex(/^\$?[a-z0-9_:]+$/)
        .max(100),
    }),
  )
  .max(100);

const domain = z.strictObject({
  domain: z
    .string()
    .max(300)
    .regex(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an origin such as https://example.com (wildcards * allowed in the host)')
    // The pattern alone lets through origins no URL parser accepts (a port over 65535, a bad IPv6 literal).
    .refine((value) => URL.canParse(value.replace(/\*+/g, 'wildcard')), 'must be a valid URL'),
  handler_path: z.string().max(300).regex(/^\//, 'must start with /'),
});

const oauthProvider = z.strictObject({
  id: z.enum(OAUTH_PROVIDER_IDS),
  type: z.enum(['shared', 'standard']),
  client_id: shortText.optional(),
  // Stack refuses an empty secret: a provider with one cannot work (docs/wire.md §3 "Project").
  client_secret: shortText.min(1, 'client_secret must not be empty').optional(),
  facebook_config_id: shortText.optional(),
  microsoft_tenant_id: shortText.optional(),
  apple_bundle_ids: z.array(shortText).max(50).optional(),
});

const emailConfig = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('shared') }),
  z.strictObject({
    type: z.literal('standard'),
    host: z.string().min(1).max(255),
    port: z.number().int().min(1).max(65_535),
    username: shortText,
    password: shortText,
    sender_name: shortText,
    sender_email: z.email().max(254),
  }),
]);

/**
 * `PATCH /internal/projects/current` (docs/wire.md §3): every field optional, config keys too.
 *
 * @example
 * ```ts
 * api.patch('/internal/projects/current', endpoint({ access: ADMIN_ONLY, body: projectPatchBody, handler: ({ auth, body, c }) => … }));
 * ```
 */
export const projectPatchBody = z.strictObject({
  display_name: z.string().min(1).max(255).optional(),
  description: longText.nullable().optional(),
  is_production_mode: z.boolean().optional(),
  logo_url: urlText.nullable().optional(),
  logo_full_url: urlText.nullable().optional(),
  logo_dark_mode_url: urlText.nullable().optional(),
  logo_full_dark_mode_url: urlText.nullable().optional(),
  config: z
    .strictObject({
      allow_localhost: z.boolean().optional(),
      sign_up_enabled: z.boolean().optional(),
      credential_enabled: z.boolean().optional(),
      client_team_creation_enabled: z.boolean().optional(),
      client_user_deletion_enabled: z.boolean().optional(),
      create_team_on_sign_up: z.boolean().optional(),
      oauth_account_merge_strategy: z.enum(['link_method', 'raise_error', 'allow_duplicates']).optional(),
      team_creator_default_permissions: permissionList.optional(),
      team_member_default_permissions: permissionList.optional(),
      user_default_permissions: permissionList.optional(),
      domains: z.array(domain).max(100).optional(),
      oauth_providers: z.array(oauthProvider).max(OAUTH_PROVIDER_IDS.length).optional(),
      email_config: emailConfig.optional(),
      refresh_token_rotation: z.boolean().optional(),
      // Write-only, as in Stack: read it back through `GET /internal/config` (`onboarding.requireEmailVerification`).
      require_email_verification: z.boolean().optional(),
      // At least an access token's life: until then an unexpired access token outlives an idle session anyway.
      refresh_token_idle_timeout_ms: z
        .number()
        .int()
        .min(ACCESS_TOKEN_LIFETIME_S * 1000)
        .max(MAX_SESSION_LENGTH_MS)
        .nullable()
        .optional(),
      ...patchShape(PROJECT_SETTINGS),
    })
    .optional(),
});
/**
 * A valid `PATCH /internal/projects/current` body.
 *
 * @example
 * ```ts
 * const patch: ProjectPatchBody = { display_name: 'Acme', config: { sign_up_enabled: false } };
 * ```
 */
export type ProjectPatchBody = z.infer<typeof projectPatchBody>;

/**
 * `POST /internal/projects` (docs/wire.md §3 "Project create"): a signed-in user of the internal project creates a
 * project; the fields of the admin PATCH, with a display name required and the owning team (one of the
 * creator's teams; the creator's selected team, or a new team of theirs, when absent).
 *
 * @example
 * ```ts
 * projectCreateBody.parse({ display_name: 'Acme', config: { magic_link_enabled: true } });
 * ```
 */
export const projectCreateBody = projectPatchBody.extend({
  display_name: z.string().min(1).max(255),
  owner_team_id: z.uuid().nullable().optional(),
});

/**
 * A valid `POST /internal/projects` body.
 *
 * @example
 * ```ts
 * const body: ProjectCreateBody = { display_name: 'Acme' };
 * ```
 */
export type ProjectCreateBody = z.infer<typeof projectCreateBody>;

/**
 * `POST /internal/projects/transfer` (docs/wire.md §4 "Project transfer"): the project and the team that is to own it.
 *
 * @example
 * ```ts
 * projectTransferBody.parse({ project_id: 'b3c…', new_team_id: '9f1…' });
 * ```
 */
export const projectTransferBody = z.strictObject({ project_id: z.string().min(1).max(100), new_team_id: z.string().min(1).max(100) });
