import { z } from 'zod';
import { clientSetting } from '../settings/setting';

/** Passkey sign-in is off until the project turns it on (docs/product.md §3); the elements offer it when on. */
export const passkeySettings = {
  passkey_enabled: clientSetting(z.boolean(), false, { path: 'auth.passkey.allowSignIn', fallback: false }),
};
