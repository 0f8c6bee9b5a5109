import { useEffect, useId, useState } from 'react';
import type { ServerUser } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { parseJsonFields } from './parse-json-fields';
import { METADATA_FIELDS } from '../../errors/form-fields';

const FIELDS = [
  { key: 'clientMetadata', label: 'Client metadata', hint: 'The user reads and writes it from the browser.' },
  { key: 'clientReadOnlyMetadata', label: 'Client read-only metadata', hint: 'The user reads it; only servers write it.' },
  { key: 'serverMetadata', label: 'Server metadata', hint: 'Only servers read and write it.' },
] as const;

type Key = (typeof FIELDS)[number]['key'];

/** The three metadata objects as JSON; text that is not JSON is refused here, before anything is sent. */
export function MetadataSection({ user, onSaved }: { user: ServerUser; onSaved(): void }) {
  const id = useId();
  const stored = { clientMetadata: pretty(user.clientMetadata), clientReadOnlyMetadata: pretty(user.clientReadOnlyMetadata), serverMetadata: pretty(user.serverMetadata) };
  const [texts, setTexts] = useState<Record<Key, string>>(stored);
  // Refilled only when the stored metadata changed (its text is the dependency), not on every reload of the user.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stored` is rebuilt each render; its texts are what matter
  useEffect(() => setTexts(stored), [stored.clientMetadata, stored.clientReadOnlyMetadata, stored.serverMetadata]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useAction(METADATA_FIELDS);
  return (
    <Section title="Metadata" description="JSON objects your site stores with the user.">
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          const parsed = parseJsonFields(FIELDS.map((field) => ({ key: field.key, label: field.label, text: texts[field.key] })));
          setInvalid(parsed.ok ? null : parsed.message);
          if (!parsed.ok) return;
          void save.run(async () => {
            await user.update(parsed.values);
            setSaved(true);
            onSaved();
          });
        }}
      >
        <div className="grid-3">
          {FIELDS.map((field) => (
            <div className="field" key={field.key}>
              <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
              <textarea
                id={`${id}-${field.key}`}
                className="input"
                spellCheck={false}
                aria-describedby={`${id}-${field.key}-h`}
                aria-invalid={save.fieldError(field.key) ? true : undefined}
                value={texts[field.key]}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setTexts((previous) => ({ ...previous, [field.key]: text }));
                }}
              />
              {save.fieldError(field.key) ? (
                <p className="field-error" role="alert">
                  {save.fieldError(field.key)}
                </p>
              ) : null}
              <p id={`${id}-${field.key}-h`} className="muted small">
                {field.hint}
              </p>
            </div>
          ))}
        </div>
        <Alert message={invalid ?? save.error} />
        <Alert kind="success" message={saved ? 'Metadata saved.' : null} />
        <div className="row">
          <button type="submit" className="button" disabled={save.busy}>
            Save metadata
          </button>
        </div>
      </form>
    </Section>
  );
}

function pretty(value: unknown): string {
  return JSON.stringify(value ?? {}, null, 2);
}
