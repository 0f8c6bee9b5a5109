import { z } from 'zod';
import { EMAIL_TEMPLATE_TYPES } from './templates';
import { email, shortText } from '../common-schemas';

// PostgreSQL refuses NUL in text, so it is refused here on every engine (docs/security.md "Inputs").
const noNul = (value: string) => !value.includes('\u0000');
const templateText = z.string().max(100_000).refine(noNul, 'must not contain NUL characters');

/**
 * Path parameters of `/email-templates/{type}`.
 *
 * @example
 * ```ts
 * api.get('/email-templates/:type', endpoint({ access: ADMIN_ONLY, params: emailTemplateParams, handler: … }));
 * ```
 */
export const emailTemplateParams = z.strictObject({ type: z.enum(EMAIL_TEMPLATE_TYPES) });

/**
 * `PATCH /email-templates/{type}` (docs/product.md §7 "Admin level": subject, content). A subject is one header line, so
 * control characters are refused.
 *
 * @example
 * ```ts
 * emailTemplatePatchBody.parse({ subject: 'Your code for {{ projectDisplayName }}' });
 * ```
 */
export const emailTemplatePatchBody = z.strictObject({
  subject: z
    .string()
    .min(1)
    .max(1_000)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must be one line without control characters')
    .optional(),
  content: z.strictObject({ html: templateText, text: templateText }).optional(),
});
/**
 * A valid `PATCH /email-templates/{type}` body.
 *
 * @example
 * ```ts
 * const body: EmailTemplatePatchBody = { content: { html: '<p>{{ otp }}</p>', text: '{{ otp }}' } };
 * ```
 */
export type EmailTemplatePatchBody = z.infer<typeof emailTemplatePatchBody>;

/**
 * An SMTP server to try, as the reference's send-test-email takes it (no `type`: it is always a standard config).
 *
 * @example
 * ```ts
 * smtpConfig.parse({ host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_name: 'Acme', sender_email: 'no-reply@example.com' });
 * ```
 */
const smtpConfig = z.strictObject({
  host: z.string().min(1).max(255).refine(noNul, 'must not contain NUL characters'),
  port: z.number().int().min(1).max(65_535),
  username: shortText.refine(noNul, 'must not contain NUL characters'),
  password: shortText.refine(noNul, 'must not contain NUL characters'),
  sender_name: shortText.refine(noNul, 'must not contain NUL characters'),
  sender_email: email,
});

/**
 * `POST /internal/send-test-email` (docs/product.md §7 "Admin level"; the reference's route takes the same two fields).
 *
 * @example
 * ```ts
 * api.post('/internal/send-test-email', endpoint({ access: ADMIN_ONLY, body: sendTestEmailBody, handler: … }));
 * ```
 */
export const sendTestEmailBody = z.strictObject({ recipient_email: email, email_config: smtpConfig });
/**
 * A valid `POST /internal/send-test-email` body.
 *
 * @example
 * ```ts
 * const body: SendTestEmailBody = { recipient_email: 'me@example.com', email_config: { host: 'smtp.example.com', port: 465, username: 'u', password: 'p', sender_name: 'Acme', sender_email: 'no-reply@example.com' } };
 * ```
 */
export type SendTestEmailBody = z.infer<typeof sendTestEmailBody>;

/**
 * A template's or theme's source as Stack's `/internal/email-templates` and `/internal/email-themes` take it
 * (docs/wire.md §3 "Email templates"). Latch renders it only when it is static (no code to run).
 */
const tsxSource = templateText;

/**
 * A template's theme: a theme's id, `null` or `false` (no theme), as Stack's `templateThemeIdSchema`.
 *
 * @example
 * ```ts
 * internalEmailTemplatePatchBody.parse({ tsx_source: source, theme_id: false });
 * ```
 */
const themeId = z.union([z.uuid(), z.literal(false), z.null()]);

/**
 * `POST /internal/email-templates` and `POST /internal/email-themes`: a new one named `display_name`.
 *
 * @example
 * ```ts
 * internalEmailCreateBody.parse({ display_name: 'Welcome' });
 * ```
 */
export const internalEmailCreateBody = z.strictObject({ display_name: shortText.min(1).refine(noNul, 'must not contain NUL characters') });

/**
 * `PATCH /internal/email-templates/{id}`: the new source, and optionally the theme.
 *
 * @example
 * ```ts
 * internalEmailTemplatePatchBody.parse({ tsx_source: '<Subject value="Hi" />\n<NotificationCategory value="Transactional" />\n<p>Hi</p>' });
 * ```
 */
export const internalEmailTemplatePatchBody = z.strictObject({ tsx_source: tsxSource, theme_id: themeId.optional() });

/**
 * `PATCH /internal/email-themes/{id}`: the new source.
 *
 * @example
 * ```ts
 * internalEmailThemePatchBody.parse({ tsx_source: '<div>{{ children }}</div>' });
 * ```
 */
export const internalEmailThemePatchBody = z.strictObject({ tsx_source: tsxSource });

/**
 * Path parameters of `/internal/email-templates/{id}` and `/internal/email-themes/{id}`.
 *
 * @example
 * ```ts
 * internalEmailIdParams.parse({ id: '822687fe-8d0a-4467-a0d1-416b6e639478' });
 * ```
 */
export const internalEmailIdParams = z.strictObject({ id: z.uuid() });
