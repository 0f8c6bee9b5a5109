import { describe, expect, it } from 'vitest';
import { outboxTo } from '../server/test-support/reset-mail';
import { useInProcessServer } from './test-support/in-process-apps';

const t = useInProcessServer();
const password = 'correct horse battery';
let counter = 0;
const newEmail = () => `lang${++counter}-${Date.now()}@example.com`;

async function subjectsTo(email: string): Promise<string[]> {
  return (await outboxTo(t.server, t.server.demo, email)).map((mail) => mail.subject);
}

describe('the app sends the visitor’s language, and the user’s mails speak it (docs/i18n.md "E-mails")', () => {
  it('the locale option writes the verification mail in German; setLocale("fr") then a sign-in makes the next mail French', async () => {
    const email = newEmail();
    const app = t.clientApp({ locale: 'de' });
    const signedUp = await app.signUpWithCredential({ email, password, verificationCallbackUrl: 'http://localhost:3000/handler/email-verification' });
    expect(signedUp.status).toBe('ok');
    expect(await subjectsTo(email)).toEqual([`Bestätigen Sie Ihre E-Mail-Adresse bei Demo`]);

    const later = t.clientApp();
    later.setLocale('fr-FR');
    expect((await later.signInWithCredential({ email, password })).status).toBe('ok');
    later.setLocale(undefined);
    await later.sendForgotPasswordEmail(email, { callbackUrl: 'http://localhost:3000/handler/password-reset' });
    expect((await subjectsTo(email)).at(-1)).toBe(`Réinitialisez votre mot de passe sur Demo`);
  });
});
