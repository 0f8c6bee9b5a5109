import type { KnownError } from '../../../protocol/known-error';
import { knownErrorBody } from '../../../protocol/known-error-body';

/**
 * The client's error page with the known error as Stack sends it (docs/wire.md §4 "OAuth" 2): `errorUrl` is the
 * error URL given at authorize, else its redirect_uri, both checked against the project's trusted domains there.
 */
export function errorRedirect(errorUrl: string, error: KnownError): string {
  const body = knownErrorBody(error);
  const target = new URL(errorUrl);
  target.searchParams.set('error', 'server_error');
  target.searchParams.set('error_description', body.error);
  target.searchParams.set('errorCode', body.code);
  target.searchParams.set('message', body.error);
  target.searchParams.set('details', JSON.stringify(body.details ?? {}));
  return target.toString();
}
