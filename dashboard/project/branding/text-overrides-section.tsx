import { useState } from 'react';
import { signInStrings } from '../../../elements/i18n/en/sign-in';
import { signUpStrings } from '../../../elements/i18n/en/sign-up';
import { TEXT_OVERRIDE_FIELDS } from '../../errors/form-fields';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';

/** The strings an owner may reword here: the sign-in and sign-up cards' (the keys the elements know). */
const OFFERED: Readonly<Record<string, string>> = { ...signInStrings, ...signUpStrings };

type Overrides = Record<string, Record<string, string>>;

/**
 * The project's own words for the sign-in and sign-up cards, per language (docs/branding.md "Text overrides"):
 * each string beside its English default; an empty field keeps the default. `onChange` shows them in the preview.
 */
export function TextOverridesSection({ onChange }: { onChange(strings: Readonly<Record<string, string>>): void }) {
  const { admin, project } = useProject();
  const [overrides, setOverrides] = useState<Overrides>(() => structuredClone(project.config.textOverrides ?? {}));
  const [locale, setLocale] = useState('en');
  const [saved, setSaved] = useState(false);
  const save = useAction(TEXT_OVERRIDE_FIELDS);
  const table = overrides[locale] ?? {};
  const change = (key: string, text: string) => {
    const next: Overrides = { ...overrides, [locale]: { ...table, [key]: text } };
    if (!text) delete next[locale]?.[key];
    if (Object.keys(next[locale] ?? {}).length === 0) delete next[locale];
    setOverrides(next);
    setSaved(false);
    if (locale === 'en') onChange(next.en ?? {});
  };
  return (
    <Section title="Texts" description="Your own words for the sign-in and sign-up cards, per language. Leave a field empty to keep the default; {project} stands for the name.">
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void save.run(() => admin.updateProject({ config: { text_overrides: overrides } })).then(setSaved);
        }}
      >
        <TextField label="Language" value={locale} onChange={setLocale} maxLength={20} autoComplete="off" hint="A language code such as en, de or pt-BR." />
        {Object.entries(OFFERED).map(([key, english]) => (
          <TextField
            key={key}
            label={`${key} (English: ${english})`}
            value={table[key] ?? ''}
            placeholder={english}
            onChange={(text) => change(key, text)}
            maxLength={500}
            autoComplete="off"
          />
        ))}
        <Alert message={save.fieldError('texts') ?? save.error} />
        <Alert kind="success" message={saved ? 'Texts saved.' : null} />
        <div className="row">
          <button type="submit" className="button" disabled={save.busy}>
            Save texts
          </button>
        </div>
      </form>
    </Section>
  );
}
