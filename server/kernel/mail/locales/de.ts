import type { MailStrings } from '../mail-strings';

/** German (de): Deutsch. */
export const strings: MailStrings = {
  orOpenLink: 'Oder öffnen Sie diesen Link:',
  ignore: 'Wenn Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren.',
  email_verification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse bei {{ projectDisplayName }}',
    sharedSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
    paragraph: 'Bitte bestätigen Sie diese E-Mail-Adresse für Ihr Konto bei {{ projectDisplayName }}.',
    button: 'E-Mail-Adresse bestätigen',
    text: 'Bestätigen Sie Ihre E-Mail-Adresse bei {{ projectDisplayName }}, indem Sie diesen Link öffnen:',
  },
  password_reset: {
    subject: 'Setzen Sie Ihr Passwort bei {{ projectDisplayName }} zurück',
    sharedSubject: 'Setzen Sie Ihr Passwort zurück',
    heading: 'Passwort zurücksetzen',
    paragraph: 'Jemand hat angefordert, das Passwort Ihres Kontos bei {{ projectDisplayName }} zurückzusetzen.',
    button: 'Neues Passwort wählen',
    text: 'Setzen Sie Ihr Passwort bei {{ projectDisplayName }} zurück, indem Sie diesen Link öffnen:',
  },
  magic_link: {
    subject: 'Bei {{ projectDisplayName }} anmelden: Ihr Code lautet {{ otp }}',
    sharedSubject: 'Ihr Anmeldecode lautet {{ otp }}',
    heading: 'Bei {{ projectDisplayName }} anmelden',
    paragraph: 'Ihr Anmeldecode lautet:',
    button: 'Anmelden',
    text: 'Ihr Code für die Anmeldung bei {{ projectDisplayName }} lautet {{ otp }}\n\nOder melden Sie sich an, indem Sie diesen Link öffnen:',
  },
  team_invitation: {
    subject: 'Sie wurden eingeladen, {{ teamDisplayName }} beizutreten',
    sharedSubject: 'Sie wurden eingeladen, einem Team beizutreten',
    heading: '{{ teamDisplayName }} beitreten',
    paragraph: 'Sie wurden eingeladen, dem Team {{ teamDisplayName }} bei {{ projectDisplayName }} beizutreten.',
    button: 'Einladung annehmen',
    text: 'Sie wurden eingeladen, dem Team {{ teamDisplayName }} bei {{ projectDisplayName }} beizutreten. Nehmen Sie die Einladung an, indem Sie diesen Link öffnen:',
  },
  sign_in_invitation: {
    subject: 'Sie wurden eingeladen, sich bei {{ projectDisplayName }} anzumelden',
    sharedSubject: 'Sie wurden eingeladen, sich anzumelden',
    heading: 'Bei {{ projectDisplayName }} anmelden',
    paragraph: 'Sie wurden eingeladen, sich bei {{ projectDisplayName }} anzumelden.',
    button: 'Anmelden',
    text: 'Sie wurden eingeladen, sich bei {{ projectDisplayName }} anzumelden. Öffnen Sie diesen Link, um sich anzumelden:',
  },
};
