/**
 * What a screen receives, from its element's attributes or the handler's (read already: flags as booleans, URLs
 * trimmed, absent as undefined). Each screen uses the ones it knows.
 */
export type ScreenProps = {
  afterSignInUrl?: string | undefined;
  afterSignUpUrl?: string | undefined;
  noRedirect?: boolean;
  noPasswordRepeat?: boolean;
  /** Sign-in offers "Continue as guest" (an anonymous session, where the project allows anonymous users). */
  allowGuest?: boolean;
  /** The page's URL (the handler's error page reads `errorCode` from it). */
  href?: string;
};
