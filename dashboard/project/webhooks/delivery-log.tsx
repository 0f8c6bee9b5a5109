import type { WebhookDelivery } from '../../../core';
import { DataTable } from '../../ui/data-table';

const STATUS_BADGE = { succeeded: 'good', failed: 'bad', pending: '' } as const;

/** Each message sent to an endpoint: what, how it went, how often it was tried, what the receiver answered. */
export function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  return (
    <DataTable<WebhookDelivery>
      label="Deliveries"
      empty="Nothing sent yet."
      rows={deliveries}
      columns={[
        { header: 'Event', cell: ({ row }) => <code>{row.original.eventType}</code> },
        { header: 'Status', cell: ({ row }) => <span className={`badge ${STATUS_BADGE[row.original.status]}`}>{row.original.status}</span> },
        { header: 'Attempts', cell: ({ row }) => row.original.attempts },
        {
          header: 'Last answer',
          cell: ({ row }) => {
            const { lastStatusCode, lastError, lastResponse } = row.original;
            return (
              <>
                {lastStatusCode !== null ? <span>HTTP {lastStatusCode} </span> : null}
                {lastError ? <span className="muted">{lastError} </span> : null}
                {lastResponse ? <code className="small">{lastResponse.slice(0, 120)}</code> : null}
              </>
            );
          },
        },
        { header: 'Next attempt', cell: ({ row }) => row.original.nextAttemptAt?.toLocaleString() ?? '—' },
        { header: 'Created', cell: ({ row }) => row.original.createdAt.toLocaleString() },
      ]}
    />
  );
}
