import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '../../../protocol/emails/templates';
import type { InternalEmailTemplateJson } from '../../../protocol/emails/json';
import type { Db } from '../../kernel/db/open-database';
import { StatusError } from '../../kernel/http/status-error';
import { listTemplates, resetTemplate, saveTemplate } from '../../kernel/mail/email-templates';
import { renderTemplate } from '../../kernel/mail/render-template';
import { applyTheme, checkStaticTheme, readStaticTemplate, staticSourceOf } from './static-source';

/** Stack's fixed ids and names of the templates Latch sends itself (docs/wire.md §3 "Email templates"). */
const BUILT_IN: { [T in EmailTemplateType]: { id: string; display_name: string } } = {
  email_verification: { id: 'e7d009ce-8d47-4528-b245-5bf119f2ffa3', display_name: 'Email Verification' },
  password_reset: { id: 'a70fb3a4-56c1-4e42-af25-49d25603abd0', display_name: 'Password Reset' },
  magic_link: { id: '822687fe-8d0a-4467-a0d1-416b6e639478', display_name: 'Magic Link/OTP' },
  team_invitation: { id: 'e84de395-2076-4831-9c19-8e9a96a868e4', display_name: 'Team Invitation' },
  sign_in_invitation: { id: '066dd73c-36da-4fd0-b6d6-ebf87683f8bc', display_name: 'Sign In Invitation' },
};

/** What a new template starts as: static, so Latch can render it. */
const NEW_TEMPLATE_SOURCE = [
  '<Subject value="Hello {{ userDisplayName }}!" />',
  '<NotificationCategory value="Transactional" />',
  '<div style="font-weight:bold">Hi {{ userDisplayName }}!</div>',
].join('\n');

/** The values a preview fills in (Stack's preview values). */
const PREVIEW_VARIABLES = {
  userDisplayName: 'John Doe',
  emailVerificationLink: '#',
  passwordResetLink: '#',
  magicLink: '#',
  otp: '3SLSWZ',
  teamDisplayName: 'My Team',
  teamInvitationLink: '#',
  signInInvitationLink: '#',
};

function builtInType(id: string): EmailTemplateType | undefined {
  return EMAIL_TEMPLATE_TYPES.find((type) => BUILT_IN[type].id === id);
}

function templateNotFound(): StatusError {
  return new StatusError(404, 'No template found with given id');
}

function themeNotFound(): StatusError {
  return new StatusError(404, 'No theme found with given id');
}

/** `GET /internal/email-templates`: the built-in templates (their current version), then the project's own. */
export async function listTemplateSources(db: Db, projectId: string): Promise<InternalEmailTemplateJson[]> {
  const builtIn = (await listTemplates(db, projectId)).map((template) => ({ ...BUILT_IN[template.type], tsx_source: staticSourceOf(template) }));
  const own = await db.selectFrom('email_custom_templates').selectAll().where('project_id', '=', projectId).orderBy('created_at').orderBy('id').execute();
  return [
    ...builtIn,
    ...own.map((row) => ({
      id: row.id,
      display_name: row.display_name,
      tsx_source: row.tsx_source,
      ...(row.theme_id === null ? {} : { theme_id: row.theme_id === 'false' ? (false as const) : row.theme_id }),
    })),
  ];
}

/** `POST /internal/email-templates`: a new template named `displayName`, with a static starting source. */
export async function createTemplateSource(db: Db, projectId: string, displayName: string): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('email_custom_templates')
    .values({ project_id: projectId, id, display_name: displayName, tsx_source: NEW_TEMPLATE_SOURCE, theme_id: null, created_at: Date.now() })
    .execute();
  return id;
}

/**
 * `PATCH /internal/email-templates/{id}`: renders the new source (refused unless it is static), then stores it and
 * answers the rendered HTML. A built-in template is stored as Latch's subject, HTML and text (kernel/mail), so the
 * mails Latch sends use it at once; a built-in takes no theme.
 */
export async function updateTemplateSource(
  db: Db,
  project: { id: string; display_name: string },
  id: string,
  body: { tsx_source: string; theme_id?: string | false | null | undefined },
): Promise<string> {
  const type = builtInType(id);
  const own = type ? undefined : await db.selectFrom('email_custom_templates').selectAll().where('project_id', '=', project.id).where('id', '=', id).executeTakeFirst();
  if (!type && !own) throw templateNotFound();
  const template = readStaticTemplate(body.tsx_source);
  const rendered = renderTemplate(template, { ...PREVIEW_VARIABLES, projectDisplayName: project.display_name }).html;
  if (type) {
    if (typeof body.theme_id === 'string') throw new StatusError(400, "Latch's built-in templates take no theme.");
    await saveTemplate(db, project.id, type, { subject: template.subject, content: { html: template.html, text: template.text } });
    return rendered;
  }
  const themeId = body.theme_id === undefined ? (own?.theme_id ?? null) : body.theme_id === false ? 'false' : body.theme_id;
  let html = rendered;
  if (themeId !== null && themeId !== 'false') {
    const theme = await db.selectFrom('email_themes').select('tsx_source').where('project_id', '=', project.id).where('id', '=', themeId).executeTakeFirst();
    if (!theme) throw themeNotFound();
    html = applyTheme(theme.tsx_source, rendered);
  }
  await db.updateTable('email_custom_templates').set({ tsx_source: body.tsx_source, theme_id: themeId }).where('project_id', '=', project.id).where('id', '=', id).execute();
  return html;
}

/** `DELETE /internal/email-templates/{id}`: a project's own template goes; a built-in one goes back to its default. */
export async function deleteTemplateSource(db: Db, projectId: string, id: string): Promise<void> {
  const type = builtInType(id);
  if (type) return resetTemplate(db, projectId, type);
  const deleted = await db.deleteFrom('email_custom_templates').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw templateNotFound();
}

/** `GET /internal/email-themes`: the project's themes, oldest first. */
export async function listThemes(db: Db, projectId: string): Promise<{ id: string; display_name: string; tsx_source: string }[]> {
  return db.selectFrom('email_themes').select(['id', 'display_name', 'tsx_source']).where('project_id', '=', projectId).orderBy('created_at').orderBy('id').execute();
}

/** `GET /internal/email-themes/{id}`. */
export async function readTheme(db: Db, projectId: string, id: string): Promise<{ id: string; display_name: string; tsx_source: string }> {
  const theme = await db.selectFrom('email_themes').select(['id', 'display_name', 'tsx_source']).where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  if (!theme) throw themeNotFound();
  return theme;
}

/** `POST /internal/email-themes`: a plain theme that places the mail in a padded box. */
export async function createTheme(db: Db, projectId: string, displayName: string): Promise<string> {
  const id = crypto.randomUUID();
  const tsx_source = '<div style="padding:24px;font-family:system-ui,sans-serif">{{ children }}</div>';
  await db.insertInto('email_themes').values({ project_id: projectId, id, display_name: displayName, tsx_source, created_at: Date.now() }).execute();
  return id;
}

/** `PATCH /internal/email-themes/{id}`: a static source only (`{{ children }}` once); answers the theme's name. */
export async function updateTheme(db: Db, projectId: string, id: string, source: string): Promise<string> {
  const theme = await readTheme(db, projectId, id);
  checkStaticTheme(source);
  await db.updateTable('email_themes').set({ tsx_source: source }).where('project_id', '=', projectId).where('id', '=', id).execute();
  return theme.display_name;
}

/** `DELETE /internal/email-themes/{id}`: templates that used it go back to the project's default. */
export async function deleteTheme(db: Db, projectId: string, id: string): Promise<void> {
  await readTheme(db, projectId, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('email_custom_templates').set({ theme_id: null }).where('project_id', '=', projectId).where('theme_id', '=', id).execute();
    await trx.deleteFrom('email_themes').where('project_id', '=', projectId).where('id', '=', id).execute();
  });
}
