import { LinkCodeScreen } from './link-code-screen';
import type { ScreenProps } from './screen-props';

/**
 * The handler's impersonate route (README "Open a site as a user"): signs in with a dashboard link's one-time `?code=`
 * as the user it names, marked as impersonation, then goes to the after-sign-in page.
 */
export default function ImpersonateScreen(props: ScreenProps) {
  return <LinkCodeScreen kind="impersonation" {...props} />;
}
