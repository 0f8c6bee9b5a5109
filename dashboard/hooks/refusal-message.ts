import { LatchHttpError } from '../../core';
import { messageOf } from './use-load';

/**
 * What the server said when it refused a change. A plain-text refusal (not a known error, e.g. production mode's
 * list of failed checks) is shown as the server wrote it, without the request line core adds for developers.
 */
export function refusalMessage(error: unknown): string {
  return error instanceof LatchHttpError && error.body.trim() !== '' ? error.body : messageOf(error);
}
