import { useState } from 'react';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { DOMAIN_FIELDS } from '../../errors/form-fields';

export type DomainDraft = { domain: string; handlerPath: string };

type Props = { initial: DomainDraft | null; onSave(draft: DomainDraft): Promise<unknown>; onCancel?(): void };

/** Adds a trusted domain, or edits one (`initial`); the server checks the URL and answers with its reason. */
export function DomainForm({ initial, onSave, onCancel }: Props) {
  const [domain, setDomain] = useState(initial?.domain ?? '');
  const [handlerPath, setHandlerPath] = useState(initial?.handlerPath ?? '/handler');
  const action = useAction(DOMAIN_FIELDS);
  const editing = initial !== null;
  return (
    <form
      className="stack"
      aria-label={editing ? `Edit ${initial.domain}` : 'Add a trusted domain'}
      onSubmit={(event) => {
        event.preventDefault();
        void action
          .run(() => onSave({ domain: domain.trim(), handlerPath: handlerPath.trim() || '/handler' }))
          .then((saved) => {
            if (saved && !editing) {
              setDomain('');
              setHandlerPath('/handler');
            }
          });
      }}
    >
      <div className="grid-2">
        <TextField
          label="Domain"
          error={action.fieldError('domain')}
          value={domain}
          onChange={setDomain}
          required
          placeholder="https://app.example.com"
          hint="An origin; * in the host matches any subdomain."
        />
        <TextField
          label="Handler path"
          error={action.fieldError('handlerPath')}
          value={handlerPath}
          onChange={setHandlerPath}
          required
          hint="Where the site serves <auth-handler>; usually /handler."
        />
      </div>
      <Alert message={action.error} />
      <div className="actions">
        <button type="submit" className="button" disabled={action.busy}>
          {editing ? 'Save domain' : 'Add domain'}
        </button>
        {onCancel ? (
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
