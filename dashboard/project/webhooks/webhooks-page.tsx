import { useState } from 'react';
import { Link } from 'wouter';
import type { WebhookEndpoint } from '../../../core';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { CopyValue } from '../../ui/copy-value';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { EndpointForm } from './endpoint-form';

/** `/projects/:id/webhooks`: the endpoints the project's events go to (Standard Webhooks), and adding one. */
export default function WebhooksPage() {
  const { admin } = useProject();
  const endpoints = useLoad(() => admin.listWebhookEndpoints(), [admin]);
  const [added, setAdded] = useState<WebhookEndpoint | null>(null);
  return (
    <>
      <PageHeader title="Webhooks" description="Every event of the project (sign-ups, sessions, teams…) is sent to these endpoints, signed, and retried until they answer 2xx." />
      <Alert message={endpoints.error} />
      {added ? (
        <Section title="Endpoint added" description="Verify each request's webhook-signature with this secret (Standard Webhooks, HMAC-SHA256).">
          <CopyValue label="Signing secret" value={added.secret} />
          <Link href={`/webhooks/${added.id}`}>Open the endpoint</Link>
        </Section>
      ) : null}
      <DataTable<WebhookEndpoint>
        label="Webhook endpoints"
        empty="No endpoint yet."
        rows={endpoints.value ?? []}
        columns={[
          { header: 'URL', cell: ({ row }) => <Link href={`/webhooks/${row.original.id}`}>{row.original.url}</Link> },
          { header: 'Events', cell: ({ row }) => (row.original.eventTypes.length === 0 ? 'All events' : row.original.eventTypes.join(', ')) },
          { header: 'State', cell: ({ row }) => (row.original.disabled ? <span className="badge bad">Disabled</span> : <span className="badge good">Enabled</span>) },
          { header: 'Added', cell: ({ row }) => row.original.createdAt.toLocaleString() },
        ]}
      />
      <Section title="Add an endpoint">
        <EndpointForm
          submitLabel="Add endpoint"
          onSubmit={async (values) => {
            setAdded(await admin.createWebhookEndpoint(values));
            endpoints.reload();
          }}
        />
      </Section>
    </>
  );
}
