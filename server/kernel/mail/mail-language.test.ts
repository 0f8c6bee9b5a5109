import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_HEADER } from '../../../protocol/headers';
import type { ServerUserJson } from '../../../protocol/users/json';
import { expectJson } from '../../test-support/expect-known-error';
import { lastOutboxMailTo } from '../../test-support/outbox-mail';
import { outboxTo, RESET_CALLBACK } from '../../test-support/reset-mail';
import { client, createProjectWithKeys, PASSWORD, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { as, createTeamAs, person } from '../teams/team-fixtures';

const VERIFY = 'http://localhost:3000/handler/email-verification';
const MAGIC = 'http://localhost:3000/handler/magic-link-callback';
const INVITE = 'http://localhost:3000/handler/team-invitation';

describe.each(testDialects)('e-mails in the recipient’s language on %s (docs/i18n.md "E-mails")', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, {
      display_name: 'Acme',
      config: { allow_localhost: true, magic_link_enabled: true, client_team_creation_enabled: true },
    });
  });

  /** Signs up with a verification link, sending `headers`; answers the address and the user's id. */
  async function signUpWith(headers: Record<string, string>): Promise<{ email: string; userId: string }> {
    const email = uniqueEmail('lang');
    const body = { email, password: PASSWORD, verification_callback_url: VERIFY };
    const answer = await expectJson<{ user_id: string }>(await t.api('POST', '/auth/password/sign-up', client(project), body, headers));
    return { email, userId: answer.user_id };
  }
  async function requestReset(email: string, headers: Record<string, string> = {}): Promise<{ subject: string; text: string }> {
    const before = (await outboxTo(t, project, email)).length;
    expect((await t.api('POST', '/auth/password/send-reset-code', client(project), { email, callback_url: RESET_CALLBACK }, headers)).status).toBe(200);
    const mails = await outboxTo(t, project, email);
    expect(mails).toHaveLength(before + 1);
    return mails.at(-1) ?? { subject: '', text: '' };
  }
  const rememberedLocale = async (userId: string) => (await t.deps.db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirstOrThrow()).locale;

  it('writes the verification and the reset mail of a user who signed up in German in German; after a sign-in in French, the next is French', async () => {
    const { email, userId } = await signUpWith({ [LOCALE_HEADER]: 'de' });
    const verification = await lastOutboxMailTo(t.deps.db, project.id, email);
    expect(verification.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse bei Acme');
    expect(verification.text).toMatch(/^Bestätigen Sie Ihre E-Mail-Adresse bei Acme, indem Sie diesen Link öffnen:\n\nhttp:\/\/localhost:3000\/handler\/email-verification\?code=/);
    expect(verification.html).toContain('<html lang="de" dir="ltr">');
    expect(verification.html).toContain('E-Mail-Adresse bestätigen</a>');
    expect(await rememberedLocale(userId)).toBe('de');

    // The reset request names no language: the remembered one is used.
    const reset = await requestReset(email);
    expect(reset.subject).toBe('Setzen Sie Ihr Passwort bei Acme zurück');
    expect(reset.text).toContain('Wenn Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren.');

    await expectJson(await t.api('POST', '/auth/password/sign-in', client(project), { email, password: PASSWORD }, { [LOCALE_HEADER]: 'fr-CA' }));
    expect(await rememberedLocale(userId)).toBe('fr');
    expect((await requestReset(email, { [LOCALE_HEADER]: 'de' })).subject).toBe('Réinitialisez votre mot de passe sur Acme');

    // A sign-in that names no language keeps the remembered one.
    await expectJson(await t.api('POST', '/auth/password/sign-in', client(project), { email, password: PASSWORD }));
    expect(await rememberedLocale(userId)).toBe('fr');
  });

  it('reads Accept-Language when X-Latch-Locale is absent (the official client in a browser), by preference', async () => {
    const { email, userId } = await signUpWith({ 'accept-language': 'xx-YY, pt-BR;q=0.9, de;q=0.8' });
    expect((await lastOutboxMailTo(t.deps.db, project.id, email)).subject).toBe('Verifique seu e-mail em Acme');
    expect(await rememberedLocale(userId)).toBe('pt');
    // X-Latch-Locale wins over Accept-Language.
    const both = await signUpWith({ [LOCALE_HEADER]: 'zh-Hant-TW', 'accept-language': 'de' });
    expect((await lastOutboxMailTo(t.deps.db, project.id, both.email)).subject).toBe('驗證你在 Acme 的電子郵件');
  });

  it('falls back to English for a tag Latch does not ship, and remembers nothing', async () => {
    const { email, userId } = await signUpWith({ [LOCALE_HEADER]: 'xx-YY', 'accept-language': 'tlh' });
    const mail = await lastOutboxMailTo(t.deps.db, project.id, email);
    expect(mail.subject).toBe('Verify your email at Acme');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(await rememberedLocale(userId)).toBeNull();
  });

  it('writes a sign-in code to an address that is no user yet in the request’s language, right to left in Arabic', async () => {
    const email = uniqueEmail('new');
    await expectJson(await t.api('POST', '/auth/otp/send-sign-in-code', client(project), { email, callback_url: MAGIC }, { [LOCALE_HEADER]: 'ar' }));
    const mail = await lastOutboxMailTo(t.deps.db, project.id, email);
    expect(mail.subject).toMatch(/^تسجيل الدخول إلى Acme: رمزك هو [0-9A-Z]{6}$/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // The code's sign-in then remembers the language of that request.
    const code = /[?&]code=([0-9a-z]{45})/.exec(mail.text)?.[1] ?? '';
    const signedIn = await expectJson<{ user_id: string }>(await t.api('POST', '/auth/otp/sign-in', client(project), { code }, { [LOCALE_HEADER]: 'he' }));
    expect(await rememberedLocale(signedIn.user_id)).toBe('he');
  });

  it('writes a team invitation in the invitee’s remembered language, or the sender’s for a new address', async () => {
    const owner = await person(t, project, 'owner');
    const teamId = await createTeamAs(t, owner, 'Rocket');
    const send = (email: string) => t.api('POST', '/team-invitations/send-code', as(owner), { team_id: teamId, email, callback_url: INVITE }, { [LOCALE_HEADER]: 'es' });
    const stranger = uniqueEmail('stranger');
    expect((await send(stranger)).status).toBe(200);
    expect((await lastOutboxMailTo(t.deps.db, project.id, stranger)).subject).toBe('Te han invitado a unirte a Rocket');
    const german = await signUpWith({ [LOCALE_HEADER]: 'de' });
    expect((await send(german.email)).status).toBe(200);
    expect((await lastOutboxMailTo(t.deps.db, project.id, german.email)).subject).toBe('Sie wurden eingeladen, Rocket beizutreten');
  });

  it("sends a project's own edited template as written, whatever the locale; the user JSON keeps Stack's shape", async () => {
    const own = await createProjectWithKeys(t, { display_name: 'Own', config: { allow_localhost: true } });
    const saved = await t.api('PATCH', '/email-templates/password_reset', { type: 'admin', project: own }, { subject: 'Our own reset for {{ projectDisplayName }}' });
    expect(saved.status).toBe(200);
    const email = uniqueEmail('own');
    const body = { email, password: PASSWORD };
    const { user_id } = await expectJson<{ user_id: string }>(await t.api('POST', '/auth/password/sign-up', client(own), body, { [LOCALE_HEADER]: 'ja' }));
    expect((await t.api('POST', '/auth/password/send-reset-code', client(own), { email, callback_url: RESET_CALLBACK }, { [LOCALE_HEADER]: 'ja' })).status).toBe(200);
    const mails = await outboxTo(t, own, email);
    expect(mails.at(-1)?.subject).toBe('Our own reset for Own');
    expect(mails.at(-1)?.text).toContain('Reset your password at Own by opening this link:');

    const user = await expectJson<ServerUserJson>(await t.api('GET', `/users/${user_id}`, { type: 'server', project: own }));
    expect(Object.keys(user)).not.toContain('locale');
  });
});
