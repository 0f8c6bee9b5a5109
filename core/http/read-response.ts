import { HEADER } from '../../protocol/headers';
import { KnownError } from '../../protocol/known-error';
import { knownErrorTreeReady } from '../../protocol/known-error-tree-ready';

/**
 * Undoes the wire tricks of a response (docs/wire.md §2): with `x-stack-override-error-status` the server answers
 * 4xx as 200 plus `x-stack-actual-status`, so the real status is put back; a response marked `x-stack-known-error`
 * becomes the catalogue error rebuilt from its body (the header must name the body's code). Anything else is
 * returned as a Response carrying its real status.
 *
 * @example
 * ```ts
 * const outcome = await readResponse(await fetch(url, init));
 * if (outcome instanceof KnownError) throw outcome;
 * ```
 */
export async function readResponse(raw: Response): Promise<Response | KnownError> {
  const actualStatus = raw.headers.get(HEADER.actualStatus);
  const response = actualStatus !== null ? new Response(raw.body, { status: Number(actualStatus), statusText: raw.statusText, headers: raw.headers }) : raw;
  const knownErrorCode = response.headers.get(HEADER.knownError);
  if (knownErrorCode === null) return response;
  const body = (await response.json()) as unknown;
  const bodyCode = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (bodyCode !== knownErrorCode) {
    throw new Error(`The server's response is invalid: header ${HEADER.knownError} is ${JSON.stringify(knownErrorCode)} but the body's code is ${JSON.stringify(bodyCode)}.`);
  }
  // In browsers the catalogue tree KnownError reads is a lazy chunk; the first error response loads it.
  await knownErrorTreeReady();
  return KnownError.fromJson(body);
}
