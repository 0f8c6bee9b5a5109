import type { Db } from '../kernel/db/open-database';
import { updateProject, type Project } from '../kernel/projects/projects';
import type { LatchExport } from './latch-format';

/**
 * Gives the target project a Latch export's config and permission definitions (those it lacks are added, those it
 * has take the file's description and contents), so imported grants mean what they meant. Returns the updated project.
 */
export async function applyProjectSettings(db: Db, project: Project, source: LatchExport): Promise<Project> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const definition of source.permission_definitions) {
      const values = { description: definition.description, contained_permission_ids: JSON.stringify(definition.contained_permission_ids) };
      const updated = await trx
        .updateTable('permission_definitions')
        .set(values)
        .where('project_id', '=', project.id)
        .where('scope', '=', definition.scope)
        .where('id', '=', definition.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx
          .insertInto('permission_definitions')
          .values({ project_id: project.id, scope: definition.scope, id: definition.id, created_at: now, ...values })
          .execute();
      }
    }
  });
  return updateProject(db, project, { config: source.project.config });
}
