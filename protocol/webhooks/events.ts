/**
 * The event types a webhook endpoint can subscribe to: the domain events the server records in its outbox
 * (server/kernel/events/record-event.ts), sent as the `type` of each Standard Webhooks message. An endpoint with no
 * event types gets them all.
 *
 * @example
 * ```ts
 * const wanted = WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith('user.'));
 * ```
 */
export const WEBHOOK_EVENT_TYPES = [
  'user.created',
  'user.updated',
  'user.deleted',
  'session.created',
  'session.deleted',
  'team.created',
  'team.updated',
  'team.deleted',
  'team_membership.created',
  'team_membership.deleted',
  'team_permission.created',
  'team_permission.deleted',
  'project_permission.created',
  'project_permission.deleted',
] as const;

/**
 * One event type an endpoint can subscribe to.
 *
 * @example
 * ```ts
 * const type: WebhookEventType = 'user.created';
 * ```
 */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The type of the message "send test event" delivers; it goes to the one endpoint asked, whatever its filter.
 *
 * @example
 * ```ts
 * if (delivery.event_type === WEBHOOK_TEST_EVENT_TYPE) console.log('a test');
 * ```
 */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';
