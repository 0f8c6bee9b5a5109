import { LinkCodeScreen } from './link-code-screen';
import type { ScreenProps } from './screen-props';

/** The handler's email-verification route: verifies the address of the link's `?code=` (Stack's `EmailVerification`). */
export default function EmailVerificationScreen(props: ScreenProps) {
  return <LinkCodeScreen kind="verifyEmail" {...props} />;
}
