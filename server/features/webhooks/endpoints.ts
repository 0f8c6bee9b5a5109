import { randomBytes } from 'node:crypto';
import type { WebhookEndpointJson } from '../../../protocol/webhooks/json';
import { KnownError } from '../../../protocol/known-error';
import type { WebhookEndpointCreateBody, WebhookEndpointUpdateBody } from '../../../protocol/webhooks/schemas';
import { newId } from '../../kernel/auth/secrets';
import type { Db } from '../../kernel/db/open-database';
import type { WebhookEndpointTable } from './tables';

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 24 random bytes (Svix's format). */
function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The wire shape of an endpoint (`event_types` is stored as JSON). */
export function toWebhookEndpointJson(row: WebhookEndpointTable): WebhookEndpointJson {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: JSON.parse(row.event_types) as string[],
    disabled: row.disabled,
    secret: row.secret,
    created_at_millis: row.created_at,
  };
}

/** The project's endpoints, oldest first. */
export async function listWebhookEndpoints(db: Db, projectId: string): Promise<WebhookEndpointTable[]> {
  return db.selectFrom('webhook_endpoints').selectAll().where('project_id', '=', projectId).orderBy('created_at').orderBy('id').execute();
}

/** One of the project's endpoints, or `WEBHOOK_ENDPOINT_NOT_FOUND` (also for another project's id). */
export async function getWebhookEndpoint(db: Db, projectId: string, id: string): Promise<WebhookEndpointTable> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new KnownError('WEBHOOK_ENDPOINT_NOT_FOUND', { endpoint_id: id });
  return row;
}

/** Adds an endpoint with a fresh signing secret. */
export async function createWebhookEndpoint(db: Db, projectId: string, body: WebhookEndpointCreateBody): Promise<WebhookEndpointTable> {
  const row: WebhookEndpointTable = {
    id: newId(),
    project_id: projectId,
    url: body.url,
    description: body.description ?? '',
    event_types: JSON.stringify(unique(body.event_types ?? [])),
    secret: newWebhookSecret(),
    disabled: body.disabled ?? false,
    created_at: Date.now(),
  };
  await db.insertInto('webhook_endpoints').values(row).execute();
  return row;
}

/** Changes what the body names; an empty body changes nothing. */
export async function updateWebhookEndpoint(db: Db, projectId: string, id: string, body: WebhookEndpointUpdateBody): Promise<WebhookEndpointTable> {
  const current = await getWebhookEndpoint(db, projectId, id);
  const changes: Partial<WebhookEndpointTable> = {
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.event_types !== undefined ? { event_types: JSON.stringify(unique(body.event_types)) } : {}),
    ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
  };
  if (Object.keys(changes).length === 0) return current;
  await db.updateTable('webhook_endpoints').set(changes).where('project_id', '=', projectId).where('id', '=', id).execute();
  return { ...current, ...changes };
}

/** Deletes an endpoint; its deliveries go with it (foreign key cascade), so nothing more is sent to it. */
export async function deleteWebhookEndpoint(db: Db, projectId: string, id: string): Promise<void> {
  const result = await db.deleteFrom('webhook_endpoints').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new KnownError('WEBHOOK_ENDPOINT_NOT_FOUND', { endpoint_id: id });
}

function unique(types: readonly string[]): string[] {
  return [...new Set(types)];
}
