/**
 * The OAuth provider ids other systems write, mapped to Latch's (Stack's) provider ids; an id not listed is kept
 * as it is (lower-cased), so a project with a custom provider of that id still finds its users.
 */
const ALIASES: Record<string, string> = {
  'google.com': 'google',
  'google-oauth2': 'google',
  'github.com': 'github',
  'facebook.com': 'facebook',
  'apple.com': 'apple',
  'microsoft.com': 'microsoft',
  windowslive: 'microsoft',
  azure: 'microsoft',
  'twitter.com': 'x',
  twitter: 'x',
  'linkedin-oidc': 'linkedin',
  linkedin_oidc: 'linkedin',
  oauth_google: 'google',
  oauth_github: 'github',
  oauth_microsoft: 'microsoft',
  oauth_apple: 'apple',
  oauth_discord: 'discord',
  oauth_gitlab: 'gitlab',
  oauth_facebook: 'facebook',
  oauth_linkedin_oidc: 'linkedin',
  oauth_x: 'x',
};

export function latchProviderId(foreign: string): string {
  const id = foreign.toLowerCase();
  return ALIASES[id] ?? id;
}
