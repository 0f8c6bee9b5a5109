import type { ProjectConfig } from '../../../protocol/project-config';
import { DEFAULT_PROJECT_CONFIG } from '../../../protocol/settings/project-settings';
import type { ProjectPatchBody } from '../../../protocol/projects/schemas';
import type { Db } from '../db/open-database';
import type { ProjectTable } from '../db/schema';
import { databaseCache } from '../cache/database-cache';
import { publishChange } from '../cache/database-invalidation';
import { TOPIC } from '../cache/topics';
import { productionModeErrors } from './production-mode';
import { StatusError } from '../http/status-error';
import { insertDefaultPermissionDefinitions } from '../permissions/default-definitions';

export type Project = {
  id: string;
  display_name: string;
  description: string;
  created_at: number;
  is_production_mode: boolean;
  owner_team_id: string | null;
  logo_url: string | null;
  logo_full_url: string | null;
  logo_dark_mode_url: string | null;
  logo_full_dark_mode_url: string | null;
  config: ProjectConfig;
};

export type NewProject = {
  id: string;
  display_name: string;
  description?: string;
  owner_team_id?: string | null;
  config?: Partial<ProjectConfig>;
};

/** Every request reads its project; writes publish `TOPIC.project`, so each instance drops its copy at once. */
const projectCache = databaseCache<Project>([TOPIC.project]);

/** A project by id (cached per instance; callers share the object, so it is frozen). */
export async function getProject(db: Db, id: string): Promise<Project | undefined> {
  const load = async () => {
    const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
    return row && deepFreeze(fromRow(row));
  };
  const cache = projectCache(db);
  return cache ? cache.get(id, id, load) : load();
}

/** Stores a new project: Stack's default config under `input.config`, then the other fields of `patch`. */
export async function createProject(db: Db, input: NewProject, patch: ProjectPatchBody = {}): Promise<Project> {
  const project = patchedProject(
    {
      id: input.id,
      display_name: input.display_name,
      description: input.description ?? '',
      created_at: Date.now(),
      is_production_mode: false,
      owner_team_id: input.owner_team_id ?? null,
      logo_url: null,
      logo_full_url: null,
      logo_dark_mode_url: null,
      logo_full_dark_mode_url: null,
      config: { ...DEFAULT_PROJECT_CONFIG, ...input.config },
    },
    patch,
  );
  // With its default permission definitions (docs/wire.md §7), or not at all.
  const insert = async (trx: Db) => {
    await trx.insertInto('projects').values(toRow(project)).execute();
    await insertDefaultPermissionDefinitions(trx, project.id);
  };
  await (db.isTransaction ? insert(db) : db.transaction().execute(insert));
  return project;
}

/** An admin PATCH, or a config change from Stack's config API (which reaches keys the PATCH body has not). */
export type ProjectUpdate = Omit<ProjectPatchBody, 'config'> & { config?: Partial<ProjectConfig> | undefined };

/**
 * Applies an admin PATCH. Config keys not in the patch keep their values. A project in production mode must
 * pass the production-mode checks (docs/product.md §5); otherwise nothing is written and the checks' messages are returned.
 */
export async function updateProject(db: Db, project: Project, patch: ProjectUpdate): Promise<Project> {
  const updated = patchedProject(project, patch);
  await db.updateTable('projects').set(toRow(updated)).where('id', '=', project.id).execute();
  await publishChange(db, TOPIC.project, project.id);
  return updated;
}

function patchedProject(project: Project, patch: ProjectUpdate): Project {
  const { config, description, ...fields } = patch;
  const updated: Project = {
    ...project,
    ...stripUndefined(fields),
    ...(description !== undefined ? { description: description ?? '' } : {}),
    config: { ...project.config, ...stripUndefined(config ?? {}) },
  };
  if (updated.is_production_mode) {
    const errors = productionModeErrors(updated);
    if (errors.length > 0) {
      throw new StatusError(400, `The project cannot be in production mode:\n${errors.map((e) => `  - ${e.message}`).join('\n')}`);
    }
  }
  return updated;
}

export async function deleteProject(db: Db, id: string): Promise<void> {
  await db.deleteFrom('projects').where('id', '=', id).execute();
  await publishChange(db, TOPIC.project, id);
}

export async function countUsers(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function stripUndefined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

export function fromRow(row: ProjectTable): Project {
  return {
    ...row,
    is_production_mode: Boolean(row.is_production_mode),
    // Older rows may lack keys added later; defaults fill them.
    config: { ...DEFAULT_PROJECT_CONFIG, ...(JSON.parse(row.config) as Partial<ProjectConfig>) },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function toRow(project: Project): ProjectTable {
  return { ...project, config: JSON.stringify(project.config) };
}
