/**
 * The outbox of domain events (`user.created`, `session.created`, …). Each is written in the same transaction as
 * the change it reports, so an event exists exactly when its change was committed; webhooks deliver from here and
 * set `delivered_at`.
 */
interface EventTable {
  id: string;
  project_id: string;
  type: string;
  /** JSON of the event's payload (the wire JSON of the record it is about). */
  data: string;
  created_at: number;
  delivered_at: number | null;
}

export interface EventTables {
  events: EventTable;
}
