import type { SignInJson } from '../../../protocol/sessions/json';
import type { TestProject } from '../../test-support/test-server';
import { accessHeaders, type AccessOptions } from '../../test-support/test-server';
import { PASSWORD } from '../../test-support/test-accounts';

/** A call over HTTP to a running server's `/api/v1`, as a client or server SDK would make it. */
export async function callApi(
  url: string,
  method: string,
  path: string,
  access: AccessOptions | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}/api/v1${path}`, {
    method,
    headers: { ...(access ? accessHeaders(access) : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** Signs up with a password (a fresh address), over HTTP; expects success. */
export async function passwordSignUp(url: string, project: TestProject, email: string): Promise<SignInJson> {
  const response = await callApi(url, 'POST', '/auth/password/sign-up', { type: 'client', project }, { email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SignInJson;
}

/** The value of one series of a Prometheus text scrape (0 when the series is absent). */
export function seriesValue(scrape: string, series: string): number {
  for (const line of scrape.split('\n')) if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  return 0;
}
