/**
 * `POST /auth/impersonation/codes`: a one-time code that signs a browser in as the user, marked as impersonation,
 * on a site of the project (its handler's `impersonate?code=` page), until it is used or `expires_at_millis`.
 *
 * @example
 * ```ts
 * const { code } = (await response.json()) as ImpersonationCodeJson;
 * ```
 */
export type ImpersonationCodeJson = { code: string; expires_at_millis: number };
