const NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  microsoft: 'Microsoft',
  spotify: 'Spotify',
  facebook: 'Facebook',
  discord: 'Discord',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  x: 'X',
  twitch: 'Twitch',
};

/** A provider's name as its owner brands it. */
export function providerName(id: string): string {
  return NAMES[id] ?? id;
}
