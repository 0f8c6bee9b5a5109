import { useId, useState } from 'react';
import type { EmailTemplate } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';
import { MailFrame } from './mail-frame';
import { useFixedTemplatesNotice } from './shared-templates';
import { previewTemplate } from './template-preview';
import { TEMPLATE_FIELDS } from '../../errors/form-fields';

/** Edits a template's subject, HTML and text, with a live preview filled with sample values; save, or go back to the default. */
export function TemplateEditor({ template, onChanged }: { template: EmailTemplate; onChanged(message: string): void }) {
  const { admin, project } = useProject();
  const htmlId = useId();
  const textId = useId();
  const [subject, setSubject] = useState(template.subject);
  const [html, setHtml] = useState(template.content.html);
  const [text, setText] = useState(template.content.text);
  const action = useAction(TEMPLATE_FIELDS);
  const fixed = useFixedTemplatesNotice();
  const preview = previewTemplate({ subject, html, text }, project.displayName);
  const save = () =>
    action.run(async () => {
      await admin.updateEmailTemplate(template.type, { subject, content: { html, text } });
      onChanged('Template saved. The next mail uses it.');
    });
  const reset = () =>
    action.run(async () => {
      await admin.resetEmailTemplate(template.type);
      onChanged('Template reset to the default.');
    });
  return (
    <div className="template-editor">
      <Section title="Edit">
        <form
          className="stack"
          aria-label="Edit the template"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField error={action.fieldError('subject')} label="Subject" value={subject} onChange={setSubject} required />
          <div className="field">
            <label htmlFor={htmlId}>HTML body</label>
            <textarea id={htmlId} className="input" rows={12} value={html} onChange={(event) => setHtml(event.currentTarget.value)} spellCheck={false} />
          </div>
          <div className="field">
            <label htmlFor={textId}>Text body</label>
            <textarea id={textId} className="input" rows={8} value={text} onChange={(event) => setText(event.currentTarget.value)} />
          </div>
          <Alert kind="info" message={fixed} />
          <Alert message={action.error} />
          <div className="actions">
            <button type="submit" className="button" disabled={action.busy || fixed !== null}>
              Save template
            </button>
            <button type="button" className="button secondary" disabled={action.busy || template.isDefault} onClick={() => void reset()}>
              Reset to default
            </button>
          </div>
        </form>
      </Section>
      <Section title="Preview" description="With sample values, styled as a mail program shows it; scripts in the template are not run.">
        <p>
          <span className="muted">Subject: </span>
          <strong data-testid="preview-subject">{preview.subject}</strong>
        </p>
        <MailFrame html={preview.html} title="Preview of the HTML body" />
        <pre className="preview mail-text" role="group" aria-label="Preview of the text body">
          {preview.text}
        </pre>
      </Section>
    </div>
  );
}
