import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();

/** docs/branding.md: the project's branding and text overrides reach core camelCased, for clients and admins. */
describe('branding in core’s project config', () => {
  it('reads branding and text overrides as config.branding and config.textOverrides, on both views', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const before = await admin.getProject();
    expect(before.config).toMatchObject({ branding: {}, textOverrides: {} });
    const branding = { primary_color: '#0f766e', show_secured_by: false, theme: 'auto' as const };
    const textOverrides = { en: { 'signIn.title': 'Welcome to {project}' } };
    const updated = await admin.updateProject({ config: { branding, text_overrides: textOverrides } });
    expect(updated.config).toMatchObject({ branding, textOverrides });
    const client = await t.clientApp().getProject();
    expect(client.config.branding).toEqual(branding);
    expect(client.config.textOverrides).toEqual(textOverrides);
    await admin.updateProject({ config: { branding: {}, text_overrides: {} } });
  });

  it('keeps the admin view’s own readings of the client part beside the camelCased settings (domains with handlerPath)', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const updated = await admin.updateProject({ config: { domains: [{ domain: 'https://app.example.com', handler_path: '/auth' }] } });
    expect(updated.config.domains).toEqual([{ domain: 'https://app.example.com', handlerPath: '/auth' }]);
    await admin.updateProject({ config: { domains: [] } });
  });
});
