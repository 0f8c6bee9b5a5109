import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/test-databases';
import { useOfficialClientServer } from '../../test-support/use-official-client-server';

/** The part of the official admin app's request interface that asks for a Svix token. */
type SvixTokenInterface = { _interface: { getSvixToken(): Promise<unknown> } };

describe.each(testDialects)('the official admin app and webhooks on %s', (dialect) => {
  const t = useOfficialClientServer(dialect);

  it("answers the official client's getSvixToken() with its { token } shape", async () => {
    // @stackframe/js keeps getSvixToken on its request interface (the React hook useSvixToken calls it), not on the
    // public app; the cast reaches that exact call, headers and body included.
    const app = t.adminApp() as unknown as SvixTokenInterface;
    const answer = await app._interface.getSvixToken();
    expect(answer).toEqual({ token: expect.any(String) });
  });
});
