/**
 * The e-mails the product sends on its own, one template each (docs/wire.md §3 "Email templates", legacy CRUD shape).
 * The type is the path segment of `/email-templates/{type}`.
 *
 * @example
 * ```ts
 * const isTemplate = (EMAIL_TEMPLATE_TYPES as readonly string[]).includes(segment);
 * ```
 */
export const EMAIL_TEMPLATE_TYPES = ['email_verification', 'password_reset', 'magic_link', 'team_invitation', 'sign_in_invitation'] as const;

/**
 * One of {@link EMAIL_TEMPLATE_TYPES}.
 *
 * @example
 * ```ts
 * const type: EmailTemplateType = 'magic_link';
 * ```
 */
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];
