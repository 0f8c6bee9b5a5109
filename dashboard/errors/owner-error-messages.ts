/**
 * What an owner reads for the known errors the dashboard's own forms meet, where the elements' message (written for
 * a site's visitors, elements/i18n/en-errors.ts) would not fit. Placeholders are the error's details.
 */
export const OWNER_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  USER_EMAIL_ALREADY_EXISTS: 'Another user of this project already has the e-mail {email}.',
  PERMISSION_NOT_FOUND: 'The permission {permission_id} does not exist (any more). Reload the page and choose again.',
  CONTAINED_PERMISSION_NOT_FOUND: 'The permission {permission_id} does not exist (any more). Reload the page and choose again.',
  PERMISSION_ID_ALREADY_EXISTS: 'A permission with the id {permission_id} exists already. Choose another id.',
  TEAM_MEMBERSHIP_ALREADY_EXISTS: 'This user is a member of the team already.',
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: 'You are not an owner of this project.',
};
