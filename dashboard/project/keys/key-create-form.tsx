import { useId, useState } from 'react';
import type { InternalApiKeyFirstView } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { KEY_FIELDS } from '../../errors/form-fields';
import { Toggle } from '../../ui/toggle';
import { useProject } from '../project-context';

const DAY_MS = 86_400_000;
const LIFETIMES = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: 365 * 5, label: '5 years' },
  { days: 365 * 100, label: 'Never (100 years)' },
];

/** A new key set: what it is for, how long it lives, and which of the three keys it has (at least one). */
export function KeyCreateForm({ onCreated, onCancel }: { onCreated(keys: InternalApiKeyFirstView): void; onCancel(): void }) {
  const { admin } = useProject();
  const lifetimeId = useId();
  const descriptionId = useId();
  const [description, setDescription] = useState('');
  const [days, setDays] = useState(365);
  const [publishable, setPublishable] = useState(true);
  const [server, setServer] = useState(true);
  const [adminKey, setAdminKey] = useState(false);
  const create = useAction(KEY_FIELDS);
  // Said beside the field when Create is pressed without it, instead of a button that stays grey without a reason.
  const [missing, setMissing] = useState(false);
  const none = !publishable && !server && !adminKey;
  return (
    <form
      className="stack"
      aria-label="New key set"
      onSubmit={(event) => {
        event.preventDefault();
        if (description.trim() === '') {
          setMissing(true);
          document.getElementById(descriptionId)?.focus();
          return;
        }
        void create.run(async () =>
          onCreated(
            await admin.createInternalApiKey({
              description: description.trim(),
              expiresAt: new Date(Date.now() + days * DAY_MS),
              hasPublishableClientKey: publishable,
              hasSecretServerKey: server,
              hasSuperSecretAdminKey: adminKey,
            }),
          ),
        );
      }}
    >
      <TextField
        id={descriptionId}
        label="Description"
        value={description}
        error={missing && description.trim() === '' ? 'Enter a description first: where these keys are used, e.g. “Production web site”.' : create.fieldError('description')}
        onChange={setDescription}
        aria-required
        maxLength={1000}
        autoComplete="off"
        hint="Where the keys are used, e.g. “Production web site”."
      />
      <div className="field">
        <label htmlFor={lifetimeId}>Expires after</label>
        <select id={lifetimeId} className="input" value={days} onChange={(event) => setDays(Number(event.currentTarget.value))}>
          {LIFETIMES.map((lifetime) => (
            <option key={lifetime.days} value={lifetime.days}>
              {lifetime.label}
            </option>
          ))}
        </select>
      </div>
      <Toggle label="Publishable client key" description="For the script tag of your site; safe in a browser." checked={publishable} onChange={setPublishable} />
      <Toggle label="Secret server key" description="For your server's calls; never in a browser." checked={server} onChange={setServer} />
      <Toggle label="Super secret admin key" description="Manages the project itself: keys, settings, users." checked={adminKey} onChange={setAdminKey} />
      <Alert message={none ? 'Choose at least one key.' : create.error} kind={none ? 'info' : 'error'} />
      <div className="row">
        <button type="submit" className="button" disabled={create.busy || none}>
          Create keys
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
