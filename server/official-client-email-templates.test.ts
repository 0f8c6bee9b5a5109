import { describe, expect, it } from 'vitest';
import { testDialects } from './test-support/test-databases';
import { useOfficialClientServer } from './test-support/use-official-client-server';

type Listing = {
  listEmailTemplates(): Promise<{ id: string; displayName: string; themeId?: string | false | null; tsxSource: string }[]>;
  listEmailThemes(): Promise<{ id: string; displayName: string }[]>;
};

/**
 * The official `@stackframe/js` admin app, unchanged, against Stack's current template and theme routes
 * (docs/wire.md §3 "Email templates"): Latch keeps and renders static sources and refuses code.
 */
describe.each(testDialects)('the official admin app with e-mail templates and themes on %s', (dialect) => {
  const t = useOfficialClientServer(dialect);

  it('lists, creates, renders, themes and deletes templates; TSX that needs running is refused', async () => {
    const admin = t.adminApp();
    const listing = admin as unknown as Listing;
    const builtIn = await listing.listEmailTemplates();
    expect(builtIn.find((template) => template.id === '822687fe-8d0a-4467-a0d1-416b6e639478')).toMatchObject({ displayName: 'Magic Link/OTP' });

    const { id: themeId } = await admin.createEmailTheme('SDK theme');
    await admin.updateEmailTheme(themeId, '<section>{{ children }}</section>');
    expect(await listing.listEmailThemes()).toContainEqual({ id: themeId, displayName: 'SDK theme' });

    const { id } = await admin.createEmailTemplate('SDK welcome');
    const source = '<Subject value="Welcome" />\n<NotificationCategory value="Transactional" />\n<p>Welcome to {{ projectDisplayName }}</p>';
    const { renderedHtml } = await admin.updateEmailTemplate(id, source, themeId);
    expect(renderedHtml).toMatch(/^<section><p>Welcome to .+<\/p><\/section>$/);
    expect((await listing.listEmailTemplates()).find((template) => template.id === id)).toEqual({ id, displayName: 'SDK welcome', themeId, tsxSource: source });

    const tsx = 'export function EmailTemplate() { return <p>{1 + 1}</p>; }';
    await expect(admin.updateEmailTemplate(id, tsx, false)).rejects.toMatchObject({ errorCode: 'EMAIL_RENDERING_ERROR' });

    await admin.deleteEmailTemplate(id);
    await admin.deleteEmailTheme(themeId);
    expect((await listing.listEmailTemplates()).map((template) => template.id)).not.toContain(id);
    expect((await listing.listEmailThemes()).map((theme) => theme.id)).not.toContain(themeId);
  });
});
