import { OAUTH_PROVIDER_IDS } from '../protocol/project-config';

/**
 * Every `LATCH_*` variable Latch reads (README "Configuration"). Start-up refuses any other `LATCH_*` name, so a typo
 * is caught at once instead of its setting silently not applying. `config-names.test.ts` keeps this list and the
 * README's table equal: a new variable is added here and documented there.
 */
export const SERVER_VARIABLES: readonly string[] = [
  'LATCH_BASE_URL',
  'LATCH_DATA_DIR',
  'LATCH_DB_CONNECT_TIMEOUT_MS',
  'LATCH_DB_STATEMENT_TIMEOUT_MS',
  'LATCH_TRUSTED_PROXIES',
  'LATCH_RATE_LIMIT_SCALE',
  'LATCH_ALLOW_PRIVATE_NETWORKS',
  'LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS',
  'LATCH_INTERNAL_PUBLISHABLE_CLIENT_KEY',
  'LATCH_INTERNAL_SECRET_SERVER_KEY',
  'LATCH_INTERNAL_SUPER_SECRET_ADMIN_KEY',
  'LATCH_SMTP_URL',
  'LATCH_EMAIL_FROM',
  'LATCH_SECRET_KEY',
  ...OAUTH_PROVIDER_IDS.map((id) => `LATCH_OAUTH_${id.toUpperCase()}_ISSUER`),
  'LATCH_OAUTH_GITHUB_BASE_URL',
  'LATCH_OAUTH_GITLAB_BASE_URL',
  'LATCH_DEV_IDENTITY_PROVIDER',
  'LATCH_HEADERS_TIMEOUT_MS',
  'LATCH_REQUEST_TIMEOUT_MS',
  'LATCH_MAX_CONNECTIONS_PER_ADDRESS',
  'LATCH_SHUTDOWN_TIMEOUT_MS',
  'LATCH_METRICS_TOKEN',
  'LATCH_LOG_FORMAT',
  'LATCH_LOG_LEVEL',
];

/** `LATCH_*` names other programs of the repository read from the same environment (the CLI, the journeys). */
const OTHER_PROGRAMS_VARIABLES = ['LATCH_NO_BROWSER', 'LATCH_E2E_TARGETS', 'LATCH_E2E_TRACE'];

/** Variables without the prefix that a `LATCH_`-prefixed typo may have meant (`LATCH_DATABASE_URL` → `DATABASE_URL`). */
const UNPREFIXED_VARIABLES = ['DATABASE_URL', 'PORT', 'HOST'];

/** Edits (insert, delete, replace) at most this far from a known name are offered as "did you mean". */
const MAX_SUGGESTION_DISTANCE = 3;

/**
 * One problem per `LATCH_*` variable in `env` that Latch does not know, with the nearest known name when one is close.
 *
 * @example
 * ```ts
 * unknownVariableProblems({ LATCH_DATABSE_URL: 'postgres://…' });
 * // ['LATCH_DATABSE_URL is not a Latch variable; did you mean DATABASE_URL (without LATCH_)?']
 * ```
 */
export function unknownVariableProblems(env: NodeJS.ProcessEnv): string[] {
  const known = new Set([...SERVER_VARIABLES, ...OTHER_PROGRAMS_VARIABLES]);
  return Object.keys(env)
    .filter((name) => name.startsWith('LATCH_') && !known.has(name))
    .sort()
    .map((name) => {
      const nearest = nearestName(name, [...known]);
      return `${name} is not a Latch variable${nearest ? `; did you mean ${nearest}?` : ' (see README "Configuration" for the list)'}`;
    });
}

function nearestName(name: string, known: readonly string[]): string | undefined {
  const candidates = [...known.map((k) => ({ compare: k, offer: k })), ...UNPREFIXED_VARIABLES.map((k) => ({ compare: `LATCH_${k}`, offer: `${k} (without LATCH_)` }))];
  let best: { offer: string; distance: number } | undefined;
  for (const { compare, offer } of candidates) {
    const distance = editDistance(name, compare);
    if (distance <= MAX_SUGGESTION_DISTANCE && (!best || distance < best.distance)) best = { offer, distance };
  }
  return best?.offer;
}

/** Levenshtein distance: the fewest single-character inserts, deletes and replacements turning `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
