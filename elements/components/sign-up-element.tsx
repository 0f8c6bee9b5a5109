import type { SIGN_UP_ATTRIBUTES } from '../attributes/auth-sign-up';
import { flag, text } from '../attribute-values';
import type { AttributeProps } from '../define-element';
import SignUpScreen from '../screens/sign-up';

/** `<auth-sign-up after-sign-up-url="/welcome" no-redirect no-password-repeat>` */
export function SignUpElement(props: AttributeProps<(typeof SIGN_UP_ATTRIBUTES)[number]>) {
  return <SignUpScreen afterSignUpUrl={text(props.afterSignUpUrl)} noRedirect={flag(props.noRedirect)} noPasswordRepeat={flag(props.noPasswordRepeat)} />;
}
