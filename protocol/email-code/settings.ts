import { z } from 'zod';
import { clientSetting } from '../settings/setting';

/** Sign-in with a code or link by e-mail (Stack's `otp`), off by default (docs/product.md §3). */
export const emailCodeSettings = {
  magic_link_enabled: clientSetting(z.boolean(), false, { path: 'auth.otp.allowSignIn', fallback: false }),
};
