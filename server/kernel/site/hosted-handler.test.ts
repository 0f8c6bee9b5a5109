import { describe, expect, it } from 'vitest';
import { createProjectWithKeys } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';
import { hostedHandlerHtml } from './hosted-handler';
import { PAGE_CSP } from './html-page';

describe.each(testDialects)("a project's hosted handler pages on %s", (dialect) => {
  const t = useTestServer(dialect);

  it("serves any project's <auth-handler> under /hosted/<id>/handler/*, under the strict page policy", async () => {
    const project = await createProjectWithKeys(t, { display_name: 'Acme CLI' });
    for (const page of ['cli-auth-confirm?login_code=abc', 'sign-in?after_auth_return_to=%2Fx', 'account-settings']) {
      const response = await t.request(`/hosted/${project.id}/handler/${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(PAGE_CSP);
      const html = await response.text();
      expect(html).toContain(`data-project-id="${project.id}"`);
      expect(html).toContain(`data-handler-path="/hosted/${project.id}/handler"`);
      expect(html).toContain('<auth-handler></auth-handler>');
      expect(html).toContain('<title>Acme CLI</title>');
      expect(html).not.toContain('<script>');
    }
  });

  it('answers 404 for a project that does not exist, and leaves the dashboard its paths', async () => {
    expect((await t.request('/hosted/00000000-0000-4000-8000-000000000000/handler/sign-in')).status).toBe(404);
    expect((await t.request(`/hosted/${t.demo.id}/handler/sign-in`)).status).toBe(200);
  });

  it('escapes what it writes into the page', () => {
    const html = hostedHandlerHtml({ projectId: 'internal', projectName: '<b>"x"</b>', loader: null });
    expect(html).toContain('<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>');
  });
});
