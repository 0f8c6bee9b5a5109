// Type test (checked by tsc, not run): the user object's capability methods come from core/users/user-capabilities.ts.
import type { CurrentUser } from './current-user';
import type { ServerUser } from './server-user';

declare const user: CurrentUser;
declare const serverUser: ServerUser;

// Each row of the table adds its methods, typed as the capability's module declares them.
const passkeys: Promise<{ id: string }[]> = user.listPasskeys();
const remaining: Promise<number> = serverUser.recoveryCodesRemaining();
const allowed: Promise<boolean> = user.hasPermission('read');
// @ts-expect-error a method no capability declares is not on the user object
user.listFaxNumbers();
// @ts-expect-error arguments are checked against the capability's own signature
user.renamePasskey(42, 'Work laptop');
// @ts-expect-error the capability's module function is not a method of the user
void user.passkeyUserActions;

export { allowed, passkeys, remaining };
