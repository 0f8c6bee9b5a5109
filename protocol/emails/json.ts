import type { EmailTemplateType } from './templates';

/**
 * A template's HTML and plain-text bodies. Variables are written `{{ name }}`; in the HTML body every variable is
 * HTML-escaped when the mail is rendered.
 *
 * @example
 * ```ts
 * const content: EmailTemplateContentJson = { html: '<p>Your code is {{ otp }}</p>', text: 'Your code is {{ otp }}' };
 * ```
 */
type EmailTemplateContentJson = { html: string; text: string };

/**
 * `/email-templates` read shape (docs/wire.md §3 "Email templates"; docs/product.md §3 "Email template").
 *
 * @example
 * ```ts
 * const { items } = (await response.json()) as ListJson<EmailTemplateJson>;
 * const custom = items.filter((template) => !template.is_default);
 * ```
 */
export type EmailTemplateJson = {
  type: EmailTemplateType;
  subject: string;
  content: EmailTemplateContentJson;
  is_default: boolean;
};

/**
 * One entry of `GET /internal/emails` (docs/wire.md §3 "Sent email"): `error` is present when delivery failed;
 * `html` and `text` are kept only for mail that went to the development outbox.
 *
 * @example
 * ```ts
 * const { items } = (await response.json()) as ListJson<SentEmailJson>;
 * const failed = items.filter((mail) => mail.error !== undefined);
 * ```
 */
export type SentEmailJson = {
  id: string;
  subject: string;
  sent_at_millis: number;
  to: string[];
  error?: string;
  html?: string;
  text?: string;
};

/**
 * The answer to `POST /internal/send-test-email`; `error_message` says why a failed test failed, never with the password.
 *
 * @example
 * ```ts
 * const result = (await response.json()) as SendTestEmailJson;
 * if (!result.success) show(result.error_message);
 * ```
 */
export type SendTestEmailJson = { success: boolean; error_message?: string };

/**
 * One template of `GET /internal/email-templates` (docs/wire.md §3 "Email templates"): Stack's current shape. The
 * built-in templates have Stack's fixed ids; `theme_id` is left out when the template names none.
 *
 * @example
 * ```ts
 * const { templates } = (await response.json()) as InternalEmailTemplateListJson;
 * ```
 */
export type InternalEmailTemplateJson = { id: string; display_name: string; tsx_source: string; theme_id?: string | false | null };

/**
 * `GET /internal/email-templates`.
 *
 * @example
 * ```ts
 * const names = ((await response.json()) as InternalEmailTemplateListJson).templates.map((t) => t.display_name);
 * ```
 */
export type InternalEmailTemplateListJson = { templates: InternalEmailTemplateJson[] };

/**
 * `GET /internal/email-themes` lists `{id, display_name}`; `GET /internal/email-themes/{id}` adds `tsx_source`.
 *
 * @example
 * ```ts
 * const { themes } = (await response.json()) as InternalEmailThemeListJson;
 * ```
 */
export type InternalEmailThemeListJson = { themes: { id: string; display_name: string }[] };

/**
 * `GET /internal/email-themes/{id}`.
 *
 * @example
 * ```ts
 * const theme = (await response.json()) as InternalEmailThemeJson;
 * ```
 */
export type InternalEmailThemeJson = { id: string; display_name: string; tsx_source: string };
