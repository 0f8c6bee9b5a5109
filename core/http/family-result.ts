import { isKnownErrorFamily, KnownError, type KnownErrorCode } from '../../protocol/known-error';
import type { Result } from '../result';

/**
 * Runs a call whose catalogue errors of `families` (and their descendants) are expected answers: those become a
 * Result error, or the returned error where the official client returns rather than throws; any other failure is
 * thrown, as the official client does for these actions.
 *
 * @example
 * ```ts
 * const result = await familyResult(['VERIFICATION_ERROR'], () => call(sender, routes.resetPassword, { body }));
 * ```
 */
export async function familyResult<T>(families: readonly KnownErrorCode[], run: () => Promise<T>): Promise<Result<T>> {
  try {
    return { status: 'ok', data: await run() };
  } catch (error) {
    if (error instanceof KnownError && families.some((family) => isKnownErrorFamily(error.code, family))) return { status: 'error', error };
    throw error;
  }
}
