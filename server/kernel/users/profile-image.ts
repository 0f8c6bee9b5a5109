import type { AccessType } from '../../../protocol/headers';
import { isInlineImage } from '../../../protocol/users/schemas';
import { StatusError } from '../http/status-error';

/**
 * Checks a user's new profile image as Stack does (docs/wire.md §3 "Client user"): a client may only send an image
 * inline (`data:image/…;base64,`), never a URL to fetch from elsewhere, `http://localhost…` included, else Stack's
 * plain-text 400 "Invalid profile image URL". A server's image (http(s) or inline) was checked by its body schema.
 *
 * @example
 * ```ts
 * checkProfileImage(body.profile_image_url, auth.accessType); // before anything is written
 * ```
 */
export function checkProfileImage(url: string | null | undefined, accessType: AccessType): void {
  if (accessType !== 'client' || url === null || url === undefined) return;
  if (!isInlineImage(url)) throw new StatusError(400, 'Invalid profile image URL');
}
