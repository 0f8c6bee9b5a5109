import { z } from 'zod';
import { adminSetting } from '../settings/setting';

/** Stack's id of its default e-mail theme, which a new project uses (docs/wire.md §3 "Project"). */
const DEFAULT_EMAIL_THEME_ID = '1df07ae6-abf3-4a40-83a5-a1a2cbe336ac';

/** The id of the e-mail theme the project's mails use, as Stack's `email_theme` (docs/wire.md §3 "Project"). */
export const emailSettings = {
  email_theme: adminSetting(z.string().min(1).max(100), DEFAULT_EMAIL_THEME_ID),
};
