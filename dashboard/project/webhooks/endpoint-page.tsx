import { useParams } from 'wouter';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../protocol/webhooks/events';
import { navigate } from 'wouter/use-browser-location';
import { useAction } from '../../hooks/use-action';
import { useEvery } from '../../hooks/use-every';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { CopyValue } from '../../ui/copy-value';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { Toggle } from '../../ui/toggle';
import { useProject } from '../project-context';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';

/** `/projects/:id/webhooks/:endpointId`: one endpoint, its secret, a test event and the log of its deliveries. */
export default function EndpointPage() {
  const { endpointId = '' } = useParams<{ endpointId: string }>();
  const { admin, project } = useProject();
  const endpoints = useLoad(() => admin.listWebhookEndpoints(), [admin]);
  const deliveries = useLoad(() => admin.listWebhookDeliveries(endpointId), [admin, endpointId]);
  // The log follows retries as they happen (the first comes 5 s after a failure).
  useEvery(5_000, deliveries.reload);
  const action = useAction();
  const endpoint = endpoints.value?.find((candidate) => candidate.id === endpointId);
  if (endpoints.value && !endpoint)
    return (
      <>
        <PageHeader title="Endpoint not found" />
        <Alert message="This webhook endpoint does not exist (any more)." />
      </>
    );
  if (!endpoint) return <p role="status">{endpoints.error ?? 'Loading…'}</p>;
  return (
    <>
      <PageHeader
        title={endpoint.url}
        description={endpoint.description || 'Webhook endpoint'}
        actions={
          <button
            type="button"
            className="button"
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                await admin.sendTestWebhook(endpoint.id);
                deliveries.reload();
              })
            }
          >
            Send test event
          </button>
        }
      />
      <Alert message={action.error} />
      <Section
        title="Delivery log"
        description="Updated every few seconds."
        actions={
          <button type="button" className="button secondary small" onClick={deliveries.reload}>
            Refresh
          </button>
        }
      >
        <Alert message={deliveries.error} />
        <DeliveryLog deliveries={deliveries.value ?? []} />
      </Section>
      <Section title="Settings">
        <CopyValue label="Signing secret" value={endpoint.secret} />
        <Toggle
          label="Enabled"
          description="A disabled endpoint gets nothing; events while it is disabled are not kept for it."
          checked={!endpoint.disabled}
          disabled={action.busy}
          onChange={(enabled) =>
            void action.run(async () => {
              await admin.updateWebhookEndpoint(endpoint.id, { disabled: !enabled });
              endpoints.reload();
            })
          }
        />
        <EndpointForm
          initial={{ url: endpoint.url, description: endpoint.description, eventTypes: endpoint.eventTypes.filter(isWebhookEventType) }}
          submitLabel="Save"
          onSubmit={async (values) => {
            await admin.updateWebhookEndpoint(endpoint.id, values);
            endpoints.reload();
          }}
        />
        <button
          type="button"
          className="button danger"
          disabled={action.busy}
          onClick={() => {
            if (!window.confirm(`Delete the endpoint ${endpoint.url} and its delivery log?`)) return;
            void action.run(async () => {
              await admin.deleteWebhookEndpoint(endpoint.id);
              navigate(`/projects/${project.id}/webhooks`);
            });
          }}
        >
          Delete endpoint
        </button>
      </Section>
    </>
  );
}

function isWebhookEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}
