import { useState } from 'react';
import { BRANDING_FIELDS } from '../../errors/form-fields';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { Toggle } from '../../ui/toggle';
import { useProject } from '../project-context';
import { brandingForm, brandingOf, colourPairs, type BrandingForm } from './branding-fields';
import { BrandingPreview } from './branding-preview';
import { contrastProblem } from './contrast';
import { TextOverridesSection } from './text-overrides-section';

const COLOURS: [keyof BrandingForm & string, string, string][] = [
  ['primaryColor', 'Primary colour', 'Buttons and links.'],
  ['primaryTextColor', 'Button text colour', 'Text on the primary colour.'],
  ['backgroundColor', 'Background colour', 'The card and its fields.'],
  ['textColor', 'Text colour', 'Titles, labels and what people type.'],
];

/**
 * `/projects/:id/branding`: how the elements look on every site of the project (docs/branding.md), with a live
 * preview of the sign-in card and a WCAG AA contrast check that must pass before saving; then the project's texts.
 */
export default function BrandingPage() {
  const { admin, project, reload } = useProject();
  const [form, setForm] = useState<BrandingForm>(() => brandingForm(project.config.branding));
  const [strings, setStrings] = useState<Readonly<Record<string, string>>>(() => project.config.textOverrides?.en ?? {});
  const [saved, setSaved] = useState(false);
  const save = useAction(BRANDING_FIELDS);
  const set = <K extends keyof BrandingForm>(key: K, value: BrandingForm[K]) => {
    setForm((before) => ({ ...before, [key]: value }));
    setSaved(false);
  };
  const branding = brandingOf(form);
  const contrast = contrastProblem(colourPairs(form));
  const text = (key: keyof BrandingForm & string, label: string, props: { hint?: string; placeholder?: string; maxLength?: number; type?: string } = {}) => (
    <TextField label={label} value={form[key] as string} onChange={(value) => set(key, value)} error={save.fieldError(key)} autoComplete="off" {...props} />
  );
  return (
    <>
      <PageHeader title="Branding" />
      <div className="branding-layout">
        <Section title="Look" description="Every site of this project shows these, with no change to its code. A site's own --latch-* properties and ::part() rules still win.">
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              setSaved(false);
              if (contrast) return;
              void save
                .run(() => admin.updateProject({ config: { branding } }))
                .then((ok) => {
                  setSaved(ok);
                  if (ok) reload();
                });
            }}
          >
            {text('logoUrl', 'Logo address', { type: 'url', placeholder: 'https://example.com/logo.svg', maxLength: 2048 })}
            {text('logoDarkUrl', 'Logo address on dark backgrounds', { type: 'url', hint: 'Optional: the logo above otherwise.', maxLength: 2048 })}
            {text('name', 'Name shown', { placeholder: project.displayName, hint: 'The project name when empty.', maxLength: 100 })}
            {COLOURS.map(([key, label, hint]) => (
              <div key={key}>{text(key, label, { hint: `${hint} A hex colour such as #0f766e; empty for the default.`, maxLength: 9 })}</div>
            ))}
            {text('radius', 'Corner radius (px)', { type: 'number', hint: '0 to 32; empty for the default (8).' })}
            {text('fontFamily', 'Font family', { placeholder: 'Inter, "Segoe UI", sans-serif', maxLength: 200 })}
            <div className="field">
              <label htmlFor="branding-theme">Colour scheme</label>
              <select id="branding-theme" className="input" value={form.theme} onChange={(event) => set('theme', event.currentTarget.value as BrandingForm['theme'])}>
                <option value="">Light (default)</option>
                <option value="light">Light</option>
                <option value="dark">Dark</option>
                <option value="auto">Follow the visitor's system</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="branding-social">Social sign-in buttons</label>
              <select
                id="branding-social"
                className="input"
                value={form.socialButtons}
                onChange={(event) => set('socialButtons', event.currentTarget.value as BrandingForm['socialButtons'])}
              >
                <option value="above">Above the e-mail form</option>
                <option value="below">Below the e-mail form</option>
              </select>
            </div>
            <Toggle label="Show “Secured by Latch”" checked={form.showSecuredBy} onChange={(checked) => set('showSecuredBy', checked)} />
            <Alert message={contrast ?? save.error} />
            <Alert kind="success" message={saved ? 'Branding saved.' : null} />
            <div className="row">
              <button type="submit" className="button" disabled={save.busy || contrast !== null}>
                Save branding
              </button>
            </div>
          </form>
        </Section>
        <Section title="Preview" description="The sign-in card as your sites show it.">
          <BrandingPreview branding={branding} name={branding.name ?? project.displayName} strings={strings} />
        </Section>
      </div>
      <TextOverridesSection onChange={setStrings} />
    </>
  );
}
