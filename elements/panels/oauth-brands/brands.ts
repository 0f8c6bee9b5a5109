/**
 * The providers' names and marks, drawn for Latch as one simple path each on a 24×24 grid (recognisable, not the
 * providers' artwork): `color` fills it, null means the text colour (marks that are black on light themes).
 * A table, so exempt from the file-size rule; it travels only in the OAuth panel's and the connected-accounts chunks.
 */
export type Brand = { name: string; color: string | null; d: string };

const BRANDS: Readonly<Record<string, Brand>> = {
  google: {
    name: 'Google',
    color: '#4285F4',
    d: 'M21.6 10.2H12v3.9h5.5a4.8 4.8 0 0 1-2 3.1A6 6 0 0 1 6.2 14a6 6 0 0 1 0-3.9 6 6 0 0 1 9.4-3.1l2.9-2.9A10 10 0 1 0 12 22c2.7 0 5-.9 6.6-2.4 1.9-1.7 3-4.3 3-7.3 0-.7-.1-1.4-.2-2.1z',
  },
  github: {
    name: 'GitHub',
    color: null,
    d: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 4.9.4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
  },
  microsoft: { name: 'Microsoft', color: '#737373', d: 'M2 2h9.5v9.5H2zm10.5 0H22v9.5h-9.5zM2 12.5h9.5V22H2zm10.5 0H22V22h-9.5z' },
  spotify: {
    name: 'Spotify',
    color: '#1DB954',
    d: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM6.3 8.7c3.8-1.1 8.3-.8 11.6 1.1l-.8 1.4c-3-1.7-7.1-2-10.4-1zm.7 3.4c3-.8 6.5-.5 9.2 1l-.7 1.2c-2.4-1.3-5.6-1.6-8.2-.9zm.6 3.2c2.3-.6 4.9-.4 7 .8l-.6 1c-1.8-1-4.1-1.2-6.1-.7z',
  },
  facebook: {
    name: 'Facebook',
    color: '#1877F2',
    d: 'M12 2a10 10 0 0 0-1.6 19.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.2c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 12 2z',
  },
  discord: {
    name: 'Discord',
    color: '#5865F2',
    d: 'M19.3 5.3A16.5 16.5 0 0 0 15.2 4l-.5 1a15 15 0 0 0-5.4 0L8.8 4a16.5 16.5 0 0 0-4.1 1.3C2.1 9.2 1.4 13 1.8 16.8a16.6 16.6 0 0 0 5 2.5l1.1-1.7c-.6-.2-1.2-.5-1.7-.8l.4-.3a11.8 11.8 0 0 0 10.8 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.7a16.6 16.6 0 0 0 5-2.5c.5-4.4-.7-8.2-2.9-11.5zM8.7 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2z',
  },
  gitlab: {
    name: 'GitLab',
    color: '#FC6D26',
    d: 'M12 21.5 2.3 14.4a.9.9 0 0 1-.3-1l1.2-3.8 2.4-7.3a.4.4 0 0 1 .8 0l2.4 7.3h6.4l2.4-7.3a.4.4 0 0 1 .8 0l2.4 7.3 1.2 3.8a.9.9 0 0 1-.3 1z',
  },
  bitbucket: { name: 'Bitbucket', color: '#0052CC', d: 'M2.7 3a.7.7 0 0 0-.7.8l2.7 16.5a1 1 0 0 0 .9.8h12.9a.7.7 0 0 0 .7-.6L22 3.8a.7.7 0 0 0-.7-.8zm11.3 11.8h-4L8.9 9.2h6.2z' },
  linkedin: {
    name: 'LinkedIn',
    color: '#0A66C2',
    d: 'M20.4 2H3.6A1.6 1.6 0 0 0 2 3.6v16.8A1.6 1.6 0 0 0 3.6 22h16.8a1.6 1.6 0 0 0 1.6-1.6V3.6A1.6 1.6 0 0 0 20.4 2zM8 19H5V9.5h3zM6.5 8.2a1.7 1.7 0 1 1 0-3.5 1.7 1.7 0 0 1 0 3.5zM19 19h-3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.7 1.2-1.7 2.4V19h-3V9.5h2.8v1.3a3.1 3.1 0 0 1 2.8-1.5c3 0 3.6 2 3.6 4.6z',
  },
  apple: {
    name: 'Apple',
    color: null,
    d: 'M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 6.9 1.2 9.1.8 1.1 1.7 2.3 2.9 2.3s1.6-.8 3-.8 1.8.8 3 .7 2-1.1 2.8-2.2a9.6 9.6 0 0 0 1.3-2.6 3.9 3.9 0 0 1-2.5-3.6zM14.1 5.8A4 4 0 0 0 15 3a4.1 4.1 0 0 0-2.7 1.4 3.8 3.8 0 0 0-1 2.7 3.4 3.4 0 0 0 2.8-1.3z',
  },
  x: { name: 'X', color: null, d: 'M3 3h5.2L21 21h-5.2zm1 18 6.9-7.6 1.1 1.5L5.9 21zm9.1-10.1L18.1 3H20l-6 7.4z' },
  twitch: { name: 'Twitch', color: '#9146FF', d: 'M4 2 2.5 5.9V20h5v2.5h2.8l2.5-2.5h4l5.2-5.2V2zm16 11.8L16.8 17h-5L9 19.8V17H5V4h15zM16.5 7H15v4.5h1.5zM12 7h-1.5v4.5H12z' },
};

/** A ring with a key hole: the mark of a provider this build has no mark for. */
const GENERIC = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 5a2.5 2.5 0 0 1 1 4.8V17h-2v-5.2A2.5 2.5 0 0 1 12 7z';

/** The name and mark of a provider id; an id without a table row gets its id capitalised and the generic mark. */
export function brandOf(provider: string): Brand {
  return BRANDS[provider] ?? { name: provider.charAt(0).toUpperCase() + provider.slice(1), color: null, d: GENERIC };
}
