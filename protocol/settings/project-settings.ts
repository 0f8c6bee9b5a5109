import { anonymousSettings } from '../anonymous/settings';
import { apiKeySettings } from '../api-keys/settings';
import { brandingSettings } from '../branding/settings';
import { emailCodeSettings } from '../email-code/settings';
import { emailSettings } from '../emails/settings';
import { passkeySettings } from '../passkeys/settings';
import { BASE_PROJECT_CONFIG, type ProjectConfig } from '../project-config';
import { signUpRuleSettings } from '../sign-up-rules/settings';
import { settingDefaults } from './setting';

/**
 * Every capability's settings (protocol/<capability>/settings.ts): the one list a new capability's settings join.
 * The project config's type, its defaults, the admin PATCH body, the client view and Stack's config API follow.
 */
export const PROJECT_SETTINGS = {
  ...emailCodeSettings,
  ...passkeySettings,
  ...apiKeySettings,
  ...anonymousSettings,
  ...signUpRuleSettings,
  ...emailSettings,
  ...brandingSettings,
};

/**
 * Stack Auth's defaults for a new project (docs/wire.md §3, §7): the kernel's keys and every capability's.
 *
 * @example
 * ```ts
 * const config: ProjectConfig = { ...DEFAULT_PROJECT_CONFIG, ...input.config };
 * ```
 */
export const DEFAULT_PROJECT_CONFIG: ProjectConfig = { ...BASE_PROJECT_CONFIG, ...settingDefaults(PROJECT_SETTINGS) };
