/**
 * Passkey providers that say who they are, by the AAGUID in the authenticator data (WebAuthn §6.5.1), as the
 * community list at github.com/passkeydeveloper/passkey-authenticator-aaguids names them. Only common ones: an
 * unknown or all-zero AAGUID (most browsers send zeros with attestation "none") falls back to the browser and system.
 */
const PROVIDERS: Readonly<Record<string, string>> = {
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain',
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'b5397666-4885-aa6b-cebf-e52262a439a2': 'Chromium Browser',
  '771b48fd-d3d4-4f74-9232-fc157ab0507a': 'Edge on Mac',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
  'b84e4048-15dc-4dd0-8640-f4f60813c8af': 'NordPass',
  '0ea242b4-43c4-4a1b-8b17-dd6d0b6baec6': 'Keeper',
  '50726f74-6f6e-5061-7373-50726f746f6e': 'Proton Pass',
  'fdb141b2-5d84-443e-8a35-4698c205a502': 'KeePassXC',
  '53414d53-554e-4700-0000-000000000000': 'Samsung Pass',
};

/** Browsers by their user-agent token, most specific first (Edge and Opera also say "Chrome", Chrome says "Safari"). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems by their user-agent token, most specific first (iPhones say "like Mac OS X", Android says "Linux"). */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac(intosh| OS X)\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * What a new passkey is called, so a person can tell their passkeys apart: the provider its AAGUID names (iCloud
 * Keychain, Windows Hello, 1Password…), else the browser and system of the `User-Agent` it was made with ("Chrome on
 * Linux"), else "Passkey". The name is a hint its owner can change, never a proof: both inputs come from the client.
 *
 * @example
 * ```ts
 * passkeyBaseName('00000000-0000-0000-0000-000000000000', 'Mozilla/5.0 (X11; Linux x86_64) … Chrome/131.0 Safari/537.36'); // 'Chrome on Linux'
 * ```
 */
export function passkeyBaseName(aaguid: string | undefined, userAgent: string | undefined): string {
  const provider = aaguid === undefined ? undefined : PROVIDERS[aaguid.toLowerCase()];
  if (provider) return provider;
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Passkey';
}

/**
 * `base`, numbered from 2 when the user already has a passkey of that name ("Chrome on Linux 2"), so each is told
 * apart in the list.
 *
 * @example
 * ```ts
 * numberedName('Chrome on Linux', ['Chrome on Linux']); // 'Chrome on Linux 2'
 * ```
 */
export function numberedName(base: string, taken: readonly string[]): string {
  const names = new Set(taken);
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base} ${n}`)) return `${base} ${n}`;
}
