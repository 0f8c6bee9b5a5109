import type { FieldRule } from './plain-error';

/**
 * The fields of each dashboard form, by where the server's schema error names them, with what to tell the owner.
 * One list per form, so its screen and its test (form-fields.test.ts, against the real server) read the same words.
 */

const rule = (field: string, path: RegExp, message: string): FieldRule => ({ field, path, message });
const EMAIL = 'Enter an e-mail address such as ada@example.com.';

export const DOMAIN_FIELDS: FieldRule[] = [
  rule('domain', /^body\.config\.domains\.\d+\.domain$/, 'Enter a full address such as https://app.example.com (https:// or http://, then the host, nothing after it).'),
  rule('handlerPath', /^body\.config\.domains\.\d+\.handler_path$/, 'Enter a path that starts with /, such as /handler.'),
];

export const EMAIL_SERVER_FIELDS: FieldRule[] = [
  rule('host', /^body\.config\.email_config\.host$/, 'Enter the SMTP server’s host name, such as smtp.example.com.'),
  rule('port', /^body\.config\.email_config\.port$/, 'Enter the port as a number, such as 587.'),
  rule('username', /^body\.config\.email_config\.username$/, 'Enter the user name the SMTP server expects.'),
  rule('password', /^body\.config\.email_config\.password$/, 'Enter the SMTP password.'),
  rule('senderName', /^body\.config\.email_config\.sender_name$/, 'Enter the name mails are sent from, such as your site’s name.'),
  rule('senderEmail', /^body\.config\.email_config\.sender_email$/, `Enter the address mails are sent from. ${EMAIL}`),
];

export const TEST_EMAIL_FIELDS: FieldRule[] = [
  rule('recipient', /^body\.recipient_email$/, EMAIL),
  // The SMTP settings travel with the test mail: a refusal of one of them is the settings' own message, said for the form.
];

export const TEMPLATE_FIELDS: FieldRule[] = [rule('subject', /^body\.subject$/, 'Enter a subject (at most a few hundred characters).')];

export const PROJECT_FIELDS: FieldRule[] = [
  rule('name', /^body\.display_name$/, 'Enter a name of at most 255 characters.'),
  rule('description', /^body\.description$/, 'The description can be at most 1000 characters long.'),
];

export const KEY_FIELDS: FieldRule[] = [rule('description', /^body\.description$/, 'Describe where these keys are used, in at most 1000 characters.')];

export const WEBHOOK_FIELDS: FieldRule[] = [
  rule('url', /^body\.url$/, 'Enter the full address of your endpoint, such as https://example.com/webhooks/latch.'),
  rule('description', /^body\.description$/, 'The description can be at most 1000 characters long.'),
];

export const PERMISSION_FIELDS: FieldRule[] = [
  rule('id', /^body\.id$/, 'Use lowercase letters, numbers, ":" and "_" only, such as read:reports.'),
  rule('description', /^body\.description$/, 'The description can be at most 1000 characters long.'),
];

export const TEAM_FIELDS: FieldRule[] = [rule('name', /^body\.display_name$/, 'Enter a team name of at most 255 characters.')];

export const INVITE_FIELDS: FieldRule[] = [rule('email', /^body\.email$/, EMAIL)];

export const NEW_USER_FIELDS: FieldRule[] = [
  rule('email', /^body\.primary_email$/, EMAIL),
  rule('password', /^body\.password$/, 'Use a password of 8 to 70 characters, or leave it empty.'),
];

export const PROFILE_FIELDS: FieldRule[] = [
  rule('displayName', /^body\.display_name$/, 'Enter a name of at most 255 characters, or leave it empty.'),
  rule('primaryEmail', /^body\.primary_email$/, EMAIL),
  rule('imageUrl', /^body\.profile_image_url$/, 'Enter the full address of a picture, such as https://example.com/ada.png, or leave it empty.'),
];

export const CONTACT_CHANNEL_FIELDS: FieldRule[] = [rule('email', /^body\.value$/, EMAIL)];

export const METADATA_FIELDS: FieldRule[] = [
  rule('clientMetadata', /^body\.client_metadata/, 'Client metadata must be a JSON object of reasonable size, such as {"theme": "dark"}.'),
  rule('clientReadOnlyMetadata', /^body\.client_read_only_metadata/, 'Client read-only metadata must be a JSON object of reasonable size, such as {"plan": "pro"}.'),
  rule('serverMetadata', /^body\.server_metadata/, 'Server metadata must be a JSON object of reasonable size, such as {"crmId": "42"}.'),
];

const COLOUR = 'Enter a colour as # and 3 or 6 hexadecimal digits, such as #0f766e.';
const LOGO = 'Enter the full address of an image, such as https://example.com/logo.svg.';

export const BRANDING_FIELDS: FieldRule[] = [
  rule('logoUrl', /^body\.config\.branding\.logo_url$/, LOGO),
  rule('logoDarkUrl', /^body\.config\.branding\.logo_dark_url$/, LOGO),
  rule('name', /^body\.config\.branding\.name$/, 'Enter a name of at most 100 characters, or leave it empty for the project name.'),
  rule('primaryColor', /^body\.config\.branding\.primary_color$/, COLOUR),
  rule('primaryTextColor', /^body\.config\.branding\.primary_text_color$/, COLOUR),
  rule('backgroundColor', /^body\.config\.branding\.background_color$/, COLOUR),
  rule('textColor', /^body\.config\.branding\.text_color$/, COLOUR),
  rule('radius', /^body\.config\.branding\.radius_px$/, 'Enter a whole number of pixels from 0 to 32.'),
  rule('fontFamily', /^body\.config\.branding\.font_family$/, 'Enter font names separated by commas, such as Inter, "Segoe UI", sans-serif.'),
];

export const TEXT_OVERRIDE_FIELDS: FieldRule[] = [
  rule('texts', /^body\.config\.text_overrides(\.|$)/, 'Check the texts: a language code such as en, de or pt-BR, and at most 500 characters in each text.'),
];
