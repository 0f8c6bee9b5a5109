import type { LatchConfig, LatchTheme } from '../protocol/elements';

/** The parts of the loader's `<script>` element the configuration comes from. */
export type LoaderScript = { src: string; dataset: Record<string, string | undefined>; nonce?: string };

const THEMES: readonly string[] = ['light', 'dark', 'auto'];

/** data-* attribute (camelCased by `dataset`) → key of core's HandlerUrls. */
const URL_ATTRIBUTES = {
  handlerPath: 'handler',
  afterSignInUrl: 'afterSignIn',
  afterSignUpUrl: 'afterSignUp',
  afterSignOutUrl: 'afterSignOut',
  homeUrl: 'home',
} as const;

/**
 * Reads the configuration from the loader's script tag:
 * `<script src="https://auth.example.com/latch.js" data-project-id="…" data-publishable-client-key="…">`.
 * A missing project id is the site owner's mistake, reported as a `TypeError`.
 */
export function readConfig(script: LoaderScript): LatchConfig {
  const data = script.dataset;
  const projectId = data.projectId?.trim();
  if (!projectId) throw new TypeError('Latch: the script tag needs a data-project-id attribute.');
  const urls: Record<string, string> = {};
  for (const [attribute, key] of Object.entries(URL_ATTRIBUTES)) {
    const value = data[attribute]?.trim();
    if (value) urls[key] = value;
  }
  const config: LatchConfig = {
    projectId,
    baseUrl: (data.baseUrl?.trim() || new URL(script.src).origin).replace(/\/+$/, ''),
    urls,
  };
  const key = data.publishableClientKey?.trim();
  if (key) config.publishableClientKey = key;
  const theme = data.theme?.trim();
  if (theme && THEMES.includes(theme)) config.theme = theme as LatchTheme;
  const lang = data.lang?.trim();
  if (lang) config.lang = lang;
  if (script.nonce) config.nonce = script.nonce;
  return config;
}

/**
 * Where the bundles are: the folder the loader was served from (`/latch.js` and its versioned copy
 * `/assets/latch-….js` both resolve to the public root).
 */
export function publicRoot(scriptSrc: string): string {
  const folder = new URL('.', scriptSrc);
  return folder.pathname.endsWith('/assets/') ? new URL('..', folder).href : folder.href;
}
