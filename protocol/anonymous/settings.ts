import { z } from 'zod';
import { adminSetting } from '../settings/setting';

/** `POST /auth/anonymous/sign-up` creates anonymous users (on by default, as Stack allows it on every project). */
export const anonymousSettings = {
  anonymous_sign_up_enabled: adminSetting(z.boolean(), true),
};
