import { useState } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../protocol/webhooks/events';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { WEBHOOK_FIELDS } from '../../errors/form-fields';

export type EndpointValues = { url: string; description: string; eventTypes: WebhookEventType[] };

/** An endpoint's URL, description and the events it wants (none ticked: every event). */
export function EndpointForm({ initial, submitLabel, onSubmit }: { initial?: EndpointValues; submitLabel: string; onSubmit(values: EndpointValues): Promise<void> }) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(initial?.eventTypes ?? []);
  const save = useAction(WEBHOOK_FIELDS);
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        void save.run(async () => {
          await onSubmit({ url: url.trim(), description: description.trim(), eventTypes: events });
          if (!initial) {
            setUrl('');
            setDescription('');
            setEvents([]);
          }
        });
      }}
    >
      <TextField error={save.fieldError('url')} label="Endpoint URL" type="url" value={url} onChange={setUrl} required placeholder="https://example.com/webhooks/latch" />
      <TextField error={save.fieldError('description')} label="Description" value={description} onChange={setDescription} maxLength={1000} />
      <fieldset className="checkboxes">
        <legend>Events (none ticked: every event)</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(change) => {
                const checked = change.currentTarget.checked;
                setEvents((current) => (checked ? [...current, type] : current.filter((other) => other !== type)));
              }}
            />{' '}
            {type}
          </label>
        ))}
      </fieldset>
      <Alert message={save.error} />
      <div className="row">
        <button type="submit" className="button" disabled={save.busy || url.trim() === ''}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
