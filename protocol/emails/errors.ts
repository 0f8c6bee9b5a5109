import type { CapabilityErrors } from '../known-errors';

/**
 * The known errors of e-mail templates, themes and servers, with their English messages; the catalogue (known-errors.ts) gathers them through
 * protocol/capabilities.ts.
 *
 * @example
 * ```ts
 * emailErrors.REQUIRES_CUSTOM_EMAIL_SERVER.status; // 400
 * ```
 */
export const emailErrors = {
  EMAIL_TEMPLATE_ALREADY_EXISTS: { status: 409, message: 'Email template already exists.' },
  EMAIL_RENDERING_ERROR: { status: 400, details: ['error'], message: 'Failed to render email with theme: {error}' },
  REQUIRES_CUSTOM_EMAIL_SERVER: { status: 400, message: 'This action requires a custom SMTP server. Please edit your email server configuration and try again.' },
  // Latch's own: a project's SMTP server must be at a public address (README "Operating Latch")
  EMAIL_SERVER_HOST_NOT_ALLOWED: {
    status: 400,
    details: ['host'],
    message: "The e-mail server {host} is in a private network; a project's e-mail server must be at a public address.",
  },
} as const satisfies CapabilityErrors;
