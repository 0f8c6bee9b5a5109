import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '../../../protocol/emails/templates';
import { KnownError } from '../../../protocol/known-error';
import type { EmailTemplatePatchBody } from '../../../protocol/emails/schemas';
import type { Db } from '../db/open-database';
import type { Locale } from '../../../protocol/locales';
import { DEFAULT_TEMPLATES, defaultTemplate, type TemplateSource } from './default-templates';
import { variablesUsed } from './render-template';
import { TEMPLATE_VARIABLE_NAMES } from './template-variables';

export type EmailTemplate = TemplateSource & { type: EmailTemplateType; is_default: boolean };

/**
 * The template a project sends for `type`: its own when it saved one, as written whatever the locale, else the
 * default in `locale` (docs/i18n.md "E-mails"; the template API shows English).
 */
export async function readTemplate(db: Db, projectId: string, type: EmailTemplateType, locale: Locale = 'en'): Promise<EmailTemplate> {
  const row = await db.selectFrom('email_templates').select(['subject', 'html', 'text']).where('project_id', '=', projectId).where('type', '=', type).executeTakeFirst();
  return row ? { type, ...row, is_default: false } : { type, ...defaultTemplate(type, locale), is_default: true };
}

/** Every template type of a project, in catalogue order. */
export async function listTemplates(db: Db, projectId: string): Promise<EmailTemplate[]> {
  const rows = await db.selectFrom('email_templates').select(['type', 'subject', 'html', 'text']).where('project_id', '=', projectId).execute();
  return EMAIL_TEMPLATE_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type);
    return row ? { ...row, type, is_default: false } : { type, ...DEFAULT_TEMPLATES[type], is_default: true };
  });
}

/**
 * Saves a project's version of a template; fields left out keep their current value. A variable the type does not
 * supply is refused, so a typo shows when saving rather than as a blank in every mail.
 */
export async function saveTemplate(db: Db, projectId: string, type: EmailTemplateType, patch: EmailTemplatePatchBody): Promise<EmailTemplate> {
  const current = await readTemplate(db, projectId, type);
  const next: TemplateSource = {
    subject: patch.subject ?? current.subject,
    html: patch.content?.html ?? current.html,
    text: patch.content?.text ?? current.text,
  };
  checkVariables(type, next);
  const values = { ...next, updated_at: Date.now() };
  await db
    .insertInto('email_templates')
    .values({ project_id: projectId, type, ...values })
    .onConflict((oc) => oc.columns(['project_id', 'type']).doUpdateSet(values))
    .execute();
  return { type, ...next, is_default: false };
}

/** Goes back to the default template (docs/product.md §7: DELETE resets). */
export async function resetTemplate(db: Db, projectId: string, type: EmailTemplateType): Promise<void> {
  await db.deleteFrom('email_templates').where('project_id', '=', projectId).where('type', '=', type).execute();
}

function checkVariables(type: EmailTemplateType, source: TemplateSource): void {
  const allowed = TEMPLATE_VARIABLE_NAMES[type];
  const problems = (['subject', 'html', 'text'] as const).flatMap((part) =>
    variablesUsed(source[part])
      .filter((name) => !allowed.includes(name))
      .map((name) => `body.${part === 'subject' ? 'subject' : `content.${part}`}: unknown variable {{ ${name} }}`),
  );
  if (problems.length === 0) return;
  const message = [
    `The ${type} template uses variables it is not given:`,
    ...[...new Set(problems)].map((p) => `  - ${p}`),
    `Available: ${allowed.map((name) => `{{ ${name} }}`).join(', ')}`,
  ].join('\n');
  throw new KnownError('SCHEMA_ERROR', { message });
}
