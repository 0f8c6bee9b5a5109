import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../protocol/constants';
import { KnownError } from '../../../protocol/known-error';

/**
 * Throws the catalogue error for a password outside 8..70 characters (docs/wire.md §2 notes, docs/security.md: no
 * composition rules). Length is counted in UTF-16 units like the official client's own check, so both sides
 * agree on every password.
 */
export function checkPasswordPolicy(password: string): void {
  const length = password.length;
  if (length < PASSWORD_MIN_LENGTH) throw new KnownError('PASSWORD_TOO_SHORT', { min_length: PASSWORD_MIN_LENGTH });
  if (length > PASSWORD_MAX_LENGTH) throw new KnownError('PASSWORD_TOO_LONG', { maxLength: PASSWORD_MAX_LENGTH });
}
