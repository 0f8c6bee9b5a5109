import { LinkCodeScreen } from './link-code-screen';
import type { ScreenProps } from './screen-props';

/** The handler's magic-link-callback route: signs in with the link's `?code=`, then goes on like any sign-in. */
export default function MagicLinkCallbackScreen(props: ScreenProps) {
  return <LinkCodeScreen kind="emailCode" {...props} />;
}
