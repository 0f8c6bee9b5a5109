import { KNOWN_DEVICE_HEADER } from '../../protocol/headers';
import { routePath, type AnswerOf, type BodyOf } from '../../protocol/route';
import type * as routes from '../../protocol/password/routes';
import type { AppContext } from '../app-context';

/** Apps without storage keep their token here, for as long as the app lives. */
const remembered = new WeakMap<AppContext, string>();

/**
 * Sends a password sign-in or sign-up with this device's known-device token for the project, and keeps the token the
 * server answers with (`x-latch-known-device`), so a stranger's failed guesses cannot lock this device out of the
 * account (README "Sign-in limits and lockouts"). In a browser the token lives in `localStorage`
 * (`latch-known-device-<project id>`): it outlives sessions and tabs like the device itself, and unlike a cookie it
 * never goes to the site's own server. Elsewhere it lives in memory with the app. Loaded on first password sign-in,
 * so pages that never make one do not carry it.
 *
 * @example
 * ```ts
 * const pair = await sendWithKnownDevice(context, routes.passwordSignIn, { email, password });
 * ```
 */
export async function sendWithKnownDevice<R extends typeof routes.passwordSignIn | typeof routes.passwordSignUp>(
  context: AppContext,
  route: R,
  body: BodyOf<R>,
): Promise<AnswerOf<R>> {
  const key = `latch-known-device-${context.projectId}`;
  const token = storage()?.getItem(key) ?? remembered.get(context);
  const response = await context.sender.send({
    method: route.method,
    path: routePath(route, {}),
    body,
    session: context.tokens,
    headers: token ? { [KNOWN_DEVICE_HEADER]: token } : {},
  });
  const answered = response.headers.get(KNOWN_DEVICE_HEADER);
  if (answered) {
    remembered.set(context, answered);
    try {
      storage()?.setItem(key, answered);
    } catch {
      // A full quota: the memory copy still serves this app.
    }
  }
  return (await response.json()) as AnswerOf<R>;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Reading `localStorage` throws where the browser blocks storage (privacy settings, sandboxed frames).
    return undefined;
  }
}
