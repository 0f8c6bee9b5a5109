import { KnownError } from '../../../protocol/known-error';
import type { PermissionDefinitionJson } from '../../../protocol/permissions/json';
import type { Db } from '../../kernel/db/open-database';
import { isUniqueViolation } from '../../kernel/db/unique-violation';
import { recordEvent } from '../../kernel/events/record-event';
import { readDefinitions, type PermissionDefinition } from '../../kernel/permissions/permission-definitions';
import { isSystemPermissionId } from '../../kernel/permissions/system-permissions';
import { checkContained, refuseSystemPermission } from './definition-rules';
import type { PermissionScope } from '../../kernel/permissions/tables';

export type DefinitionInput = { id: string; description?: string | undefined; contained_permission_ids?: string[] | undefined };
export type DefinitionPatch = { id?: string | undefined; description?: string | undefined; contained_permission_ids?: string[] | undefined };

/** The wire shape (docs/wire.md §3): `description` only when there is one. */
export function toDefinitionJson(definition: PermissionDefinition): PermissionDefinitionJson {
  return {
    id: definition.id,
    ...(definition.description !== null ? { description: definition.description } : {}),
    contained_permission_ids: definition.contained_permission_ids,
  };
}

/** A scope's definitions sorted by id, the system ones (`$…`) first in team scope. */
export async function listDefinitions(db: Db, projectId: string, scope: PermissionScope): Promise<PermissionDefinition[]> {
  const all = [...(await readDefinitions(db, projectId, scope)).values()];
  return all.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** One definition, or `PERMISSION_NOT_FOUND`. */
export async function findDefinition(db: Db, projectId: string, scope: PermissionScope, id: string): Promise<PermissionDefinition> {
  const definition = (await readDefinitions(db, projectId, scope)).get(id);
  if (!definition) throw new KnownError('PERMISSION_NOT_FOUND', { permission_id: id });
  return definition;
}

/** Stores a new definition after checking its id is free and what it contains exists without a cycle. */
export async function createDefinition(db: Db, projectId: string, scope: PermissionScope, input: DefinitionInput): Promise<PermissionDefinition> {
  return takenIdIsKnownError(input.id, () =>
    db.transaction().execute(async (trx) => {
      const definitions = await readDefinitions(trx, projectId, scope);
      if (definitions.has(input.id) || (await definedInOtherScope(trx, projectId, scope, input.id))) {
        throw new KnownError('PERMISSION_ID_ALREADY_EXISTS', { permission_id: input.id });
      }
      const definition: PermissionDefinition = {
        id: input.id,
        description: input.description ?? null,
        contained_permission_ids: [...new Set(input.contained_permission_ids ?? [])],
      };
      checkContained(definitions, definition);
      await trx
        .insertInto('permission_definitions')
        .values({
          project_id: projectId,
          scope,
          id: definition.id,
          description: definition.description,
          contained_permission_ids: JSON.stringify(definition.contained_permission_ids),
          created_at: Date.now(),
        })
        .execute();
      return definition;
    }),
  );
}

/**
 * Changes a definition; a new `id` renames it everywhere it is used in the database (grants, other definitions).
 * The project's default lists are the caller's (see `renameInDefaults`).
 */
export async function updateDefinition(db: Db, projectId: string, scope: PermissionScope, id: string, patch: DefinitionPatch): Promise<PermissionDefinition> {
  refuseSystemPermission(id);
  return takenIdIsKnownError(patch.id ?? id, () =>
    db.transaction().execute(async (trx) => {
      const definitions = await readDefinitions(trx, projectId, scope);
      const current = definitions.get(id);
      if (!current) throw new KnownError('PERMISSION_NOT_FOUND', { permission_id: id });
      const newId = patch.id ?? id;
      if (newId !== id && (definitions.has(newId) || (await definedInOtherScope(trx, projectId, scope, newId)))) {
        throw new KnownError('PERMISSION_ID_ALREADY_EXISTS', { permission_id: newId });
      }
      definitions.delete(id);
      const renamedContained = (ids: string[]) => ids.map((c) => (c === id ? newId : c));
      const updated: PermissionDefinition = {
        id: newId,
        description: patch.description !== undefined ? patch.description : current.description,
        contained_permission_ids: [...new Set(renamedContained(patch.contained_permission_ids ?? current.contained_permission_ids))],
      };
      if (newId !== id) {
        for (const other of definitions.values()) other.contained_permission_ids = renamedContained(other.contained_permission_ids);
      }
      checkContained(definitions, updated);
      await trx
        .updateTable('permission_definitions')
        .set({ id: newId, description: updated.description, contained_permission_ids: JSON.stringify(updated.contained_permission_ids) })
        .where('project_id', '=', projectId)
        .where('scope', '=', scope)
        .where('id', '=', id)
        .execute();
      if (newId !== id) {
        await rewriteContainers(trx, projectId, scope, definitions, id);
        await renameGrants(trx, scope, projectId, id, newId);
      }
      return updated;
    }),
  );
}

/**
 * Whether the project's other scope defines `id`: one id names one permission across team and project scopes, as in
 * Stack (docs/wire.md §7).
 */
async function definedInOtherScope(db: Db, projectId: string, scope: PermissionScope, id: string): Promise<boolean> {
  const row = await db.selectFrom('permission_definitions').select('id').where('project_id', '=', projectId).where('scope', '!=', scope).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Two requests taking one id at once: the second gets `PERMISSION_ID_ALREADY_EXISTS`, not a 500. */
async function takenIdIsKnownError<T>(id: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'permission_definitions')) throw new KnownError('PERMISSION_ID_ALREADY_EXISTS', { permission_id: id });
    throw error;
  }
}

/**
 * Deletes a definition with every grant of it and every mention of it in the scope's other definitions (the
 * project's default lists are the caller's, see `renameInDefaults`).
 */
export async function deleteDefinition(db: Db, projectId: string, scope: PermissionScope, id: string): Promise<void> {
  refuseSystemPermission(id);
  await db.transaction().execute(async (trx) => {
    const definitions = await readDefinitions(trx, projectId, scope);
    if (!definitions.has(id)) throw new KnownError('PERMISSION_NOT_FOUND', { permission_id: id });
    definitions.delete(id);
    for (const other of definitions.values()) other.contained_permission_ids = other.contained_permission_ids.filter((c) => c !== id);
    await trx.deleteFrom('permission_definitions').where('project_id', '=', projectId).where('scope', '=', scope).where('id', '=', id).execute();
    await rewriteContainers(trx, projectId, scope, definitions, id);
    await removeGrants(trx, scope, projectId, id);
  });
}

/** Stores the (already changed) contained ids of the stored definitions that mentioned `id`. */
async function rewriteContainers(trx: Db, projectId: string, scope: PermissionScope, definitions: Map<string, PermissionDefinition>, id: string): Promise<void> {
  const rows = await trx.selectFrom('permission_definitions').select(['id', 'contained_permission_ids']).where('project_id', '=', projectId).where('scope', '=', scope).execute();
  for (const row of rows) {
    if (!(JSON.parse(row.contained_permission_ids) as string[]).includes(id)) continue;
    const changed = definitions.get(row.id);
    if (!changed || isSystemPermissionId(row.id)) continue;
    await trx
      .updateTable('permission_definitions')
      .set({ contained_permission_ids: JSON.stringify(changed.contained_permission_ids) })
      .where('project_id', '=', projectId)
      .where('scope', '=', scope)
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Renames the grants of one permission, in its scope's grant table. To a webhook receiver each grant of the old id
 * ended and one of the new id began (the events name grants by permission id), so both are recorded.
 */
async function renameGrants(trx: Db, scope: PermissionScope, projectId: string, id: string, newId: string): Promise<void> {
  if (scope === 'team') {
    const renamed = await trx
      .updateTable('team_permission_grants')
      .set({ permission_id: newId })
      .where('project_id', '=', projectId)
      .where('permission_id', '=', id)
      .returning(['team_id', 'user_id'])
      .execute();
    for (const { team_id, user_id } of renamed) {
      await recordEvent(trx, projectId, 'team_permission.deleted', { id, user_id, team_id });
      await recordEvent(trx, projectId, 'team_permission.created', { id: newId, user_id, team_id });
    }
    return;
  }
  const renamed = await trx
    .updateTable('project_permission_grants')
    .set({ permission_id: newId })
    .where('project_id', '=', projectId)
    .where('permission_id', '=', id)
    .returning('user_id')
    .execute();
  for (const { user_id } of renamed) {
    await recordEvent(trx, projectId, 'project_permission.deleted', { id, user_id });
    await recordEvent(trx, projectId, 'project_permission.created', { id: newId, user_id });
  }
}

/** Removes the grants of one permission, in its scope's grant table, each a `…_permission.deleted`. */
async function removeGrants(trx: Db, scope: PermissionScope, projectId: string, id: string): Promise<void> {
  if (scope === 'team') {
    const removed = await trx.deleteFrom('team_permission_grants').where('project_id', '=', projectId).where('permission_id', '=', id).returning(['team_id', 'user_id']).execute();
    for (const { team_id, user_id } of removed) await recordEvent(trx, projectId, 'team_permission.deleted', { id, user_id, team_id });
    return;
  }
  const removed = await trx.deleteFrom('project_permission_grants').where('project_id', '=', projectId).where('permission_id', '=', id).returning('user_id').execute();
  for (const { user_id } of removed) await recordEvent(trx, projectId, 'project_permission.deleted', { id, user_id });
}
