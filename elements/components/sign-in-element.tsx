import type { SIGN_IN_ATTRIBUTES } from '../attributes/auth-sign-in';
import { flag, text } from '../attribute-values';
import type { AttributeProps } from '../define-element';
import SignInScreen from '../screens/sign-in';

/** `<auth-sign-in after-sign-in-url="/app" no-redirect allow-guest>` */
export function SignInElement(props: AttributeProps<(typeof SIGN_IN_ATTRIBUTES)[number]>) {
  return <SignInScreen afterSignInUrl={text(props.afterSignInUrl)} noRedirect={flag(props.noRedirect)} allowGuest={flag(props.allowGuest)} />;
}
