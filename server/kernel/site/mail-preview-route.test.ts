import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test-support/use-test-server';

describe('the mail preview frame', () => {
  const t = useTestServer('sqlite');

  it('lets inline styles apply but no script except its own, framed by this server only', async () => {
    const response = await t.request('/mail-preview');
    expect(response.status).toBe(200);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'none'");
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const allowed = /script-src ([^;]+)/.exec(csp)?.[1];
    // Exactly the page's own script: no 'unsafe-inline', no host, no 'self'.
    expect(allowed).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('is the only frame the dashboard may embed', async () => {
    const csp = (await t.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
