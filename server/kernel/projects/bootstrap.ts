import { DEFAULT_HANDLER_PATH, INTERNAL_PROJECT_ID } from '../../../protocol/constants';
import { SHARED_OAUTH_PROVIDER_IDS, type ProjectConfig } from '../../../protocol/project-config';
import type { Db } from '../db/open-database';
import { generateKey, hasKeyValue, isValidKey, NO_EXPIRY_MS, storeKeySet, type KeyValues, type ProjectKeyKind } from '../project-keys/internal-api-keys';
import { createProject, getProject, updateProject } from './projects';
import { readSetting, writeSetting, writeSettingIfMissing } from '../db/settings';
import { newId } from '../auth/secrets';
import type { SigningKeyStore } from '../auth/signing-keys';
import { devIdentityProviderDefault } from '../oauth-addresses/dev-identity-provider-switch';

export type ProjectKeys = Required<KeyValues>;
export type BootstrapInput = {
  db: Db;
  keys: SigningKeyStore;
  baseUrl: string;
  /** Keys fixed by the environment for the internal project (all three), if any. */
  internalKeys?: ProjectKeys;
  /** Keys printed at an earlier start, to print again while they remain valid. */
  rememberedKeys?: { internal?: ProjectKeys; demo?: ProjectKeys };
  /**
   * Whether this server runs the development identity provider (`devIdentityProviderOn`), which serves shared OAuth
   * keys; default: as its switch defaults for `baseUrl`.
   */
  devIdentityProvider?: boolean | undefined;
};
export type BootstrapResult = {
  internal: { id: string; keys: ProjectKeys };
  demo: { id: string; keys: ProjectKeys };
  /** Whether keys were generated on this start (the caller should remember them). */
  generated: boolean;
};

const DEMO_PROJECT_SETTING = 'demo_project_id';
const DEMO_PUBLISHABLE_KEY_SETTING = 'demo_publishable_client_key';
const INTERNAL_PUBLISHABLE_KEY_SETTING = 'internal_publishable_client_key';

/**
 * Makes a fresh database usable and a used one unchanged: a signing key, the internal project (which the
 * dashboard signs its owners into), a demo project, and keys for both. Safe when several instances start at
 * once on one database.
 */
export async function bootstrap(input: BootstrapInput): Promise<BootstrapResult> {
  const { db } = input;
  await input.keys.ensureKey();
  const domains = publicDomains(input.baseUrl);

  // Stack's defaults for its internal project (docs/wire.md §3 "Project"): dashboard users may create teams,
  // get a personal team at sign-up and sign in by magic link or with the shared OAuth providers, where the
  // development identity provider runs to serve them (its addresses never join an existing account): elsewhere
  // the dashboard's sign-in page would offer buttons that cannot work.
  const sharedOAuth = input.devIdentityProvider ?? devIdentityProviderDefault(input.baseUrl);
  await ensureProject(db, INTERNAL_PROJECT_ID, 'Latch', {
    allow_localhost: true,
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: true,
    client_team_creation_enabled: true,
    create_team_on_sign_up: true,
    oauth_providers: sharedOAuth ? SHARED_OAUTH_PROVIDER_IDS.map((id) => ({ id, type: 'shared' as const })) : [],
    domains,
  });
  let generated = false;
  let internalKeys = input.internalKeys;
  if (internalKeys) {
    await ensureKeysStored(db, INTERNAL_PROJECT_ID, internalKeys, 'Set by LATCH_INTERNAL_* environment variables');
  } else {
    internalKeys = await usableKeys(db, INTERNAL_PROJECT_ID, input.rememberedKeys?.internal);
    if (!internalKeys) {
      internalKeys = await generateKeys(db, INTERNAL_PROJECT_ID, 'Generated at first start');
      generated = true;
    }
  }

  // The dashboard page signs owners in with it; like the demo's, it is public by design.
  await writeSetting(db, INTERNAL_PUBLISHABLE_KEY_SETTING, internalKeys.publishable_client_key);

  const demoId = await writeSettingIfMissing(db, DEMO_PROJECT_SETTING, newId());
  await ensureProject(db, demoId, 'Demo', {
    allow_localhost: true,
    domains,
  });
  let demoKeys = await usableKeys(db, demoId, input.rememberedKeys?.demo);
  if (!demoKeys) {
    demoKeys = await generateKeys(db, demoId, 'Generated at first start');
    generated = true;
  }
  // The demo page needs the publishable key; it is public by design, so it may be kept in clear.
  await writeSetting(db, DEMO_PUBLISHABLE_KEY_SETTING, demoKeys.publishable_client_key);

  return { internal: { id: INTERNAL_PROJECT_ID, keys: internalKeys }, demo: { id: demoId, keys: demoKeys }, generated };
}

/** The demo project and the publishable key its page uses, as stored by `bootstrap`. */
export async function demoProject(db: Db): Promise<{ id: string; publishableClientKey: string } | undefined> {
  const id = await readSetting(db, DEMO_PROJECT_SETTING);
  const key = await readSetting(db, DEMO_PUBLISHABLE_KEY_SETTING);
  return id && key ? { id, publishableClientKey: key } : undefined;
}

/** The publishable key the dashboard page uses for the internal project, as stored by `bootstrap`. */
export async function internalPublishableKey(db: Db): Promise<string | undefined> {
  return (await readSetting(db, INTERNAL_PUBLISHABLE_KEY_SETTING)) ?? undefined;
}

/** A public base URL (not localhost) is trusted by the built-in projects so their handler pages work there. */
function publicDomains(baseUrl: string): ProjectConfig['domains'] {
  const url = new URL(baseUrl);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]') return [];
  return [{ domain: url.origin, handler_path: DEFAULT_HANDLER_PATH }];
}

/**
 * Creates a built-in project on first start. On later starts it only adds this server's public domain when the
 * deployment moved to a new `LATCH_BASE_URL`, so the built-in handler pages keep working there.
 */
async function ensureProject(db: Db, id: string, displayName: string, config: Partial<ProjectConfig>): Promise<void> {
  const existing = await getProject(db, id);
  if (existing) {
    const missing = (config.domains ?? []).filter((d) => !existing.config.domains.some((e) => e.domain === d.domain));
    if (missing.length > 0) await updateProject(db, existing, { config: { domains: [...existing.config.domains, ...missing] } });
    return;
  }
  try {
    await createProject(db, { id, display_name: displayName, config });
  } catch (error) {
    // Another instance created it between our read and our write.
    if (!(await getProject(db, id))) throw error;
  }
}

async function ensureKeysStored(db: Db, projectId: string, keys: ProjectKeys, description: string): Promise<void> {
  const kinds = Object.keys(keys) as ProjectKeyKind[];
  const stored = await Promise.all(kinds.map((kind) => hasKeyValue(db, projectId, kind, keys[kind])));
  if (stored.every(Boolean)) return;
  await storeKeySet(db, projectId, keys, description, Date.now() + NO_EXPIRY_MS);
}

async function usableKeys(db: Db, projectId: string, keys: ProjectKeys | undefined): Promise<ProjectKeys | undefined> {
  if (!keys) return undefined;
  const kinds = Object.keys(keys) as ProjectKeyKind[];
  if (kinds.length !== 3) return undefined;
  const valid = await Promise.all(kinds.map((kind) => isValidKey(db, projectId, kind, keys[kind])));
  return valid.every(Boolean) ? keys : undefined;
}

async function generateKeys(db: Db, projectId: string, description: string): Promise<ProjectKeys> {
  const keys: ProjectKeys = {
    publishable_client_key: generateKey('publishable_client_key'),
    secret_server_key: generateKey('secret_server_key'),
    super_secret_admin_key: generateKey('super_secret_admin_key'),
  };
  await storeKeySet(db, projectId, keys, description, Date.now() + NO_EXPIRY_MS);
  return keys;
}
