import { z } from 'zod';
import { clientSetting } from '../settings/setting';

/** Whether users and teams may hold API keys (docs/product.md §3); account settings show the section when on. */
export const apiKeySettings = {
  allow_user_api_keys: clientSetting(z.boolean(), false, { path: 'apiKeys.enabled.user', fallback: false }),
  allow_team_api_keys: clientSetting(z.boolean(), false, { path: 'apiKeys.enabled.team', fallback: false }),
};
