import type { MailStrings } from '../mail-strings';

/** Italian (it): Italiano. */
export const strings: MailStrings = {
  orOpenLink: 'Oppure apri questo link:',
  ignore: 'Se non hai richiesto questa e-mail, puoi ignorarla.',
  email_verification: {
    subject: 'Verifica la tua e-mail su {{ projectDisplayName }}',
    sharedSubject: 'Verifica il tuo indirizzo e-mail',
    heading: 'Verifica la tua e-mail',
    paragraph: 'Conferma questo indirizzo e-mail per il tuo account su {{ projectDisplayName }}.',
    button: 'Verifica la mia e-mail',
    text: 'Verifica la tua e-mail su {{ projectDisplayName }} aprendo questo link:',
  },
  password_reset: {
    subject: 'Reimposta la tua password su {{ projectDisplayName }}',
    sharedSubject: 'Reimposta la tua password',
    heading: 'Reimposta la tua password',
    paragraph: 'Qualcuno ha chiesto di reimpostare la password del tuo account su {{ projectDisplayName }}.',
    button: 'Scegli una nuova password',
    text: 'Reimposta la tua password su {{ projectDisplayName }} aprendo questo link:',
  },
  magic_link: {
    subject: 'Accedi a {{ projectDisplayName }}: il tuo codice è {{ otp }}',
    sharedSubject: 'Il tuo codice di accesso è {{ otp }}',
    heading: 'Accedi a {{ projectDisplayName }}',
    paragraph: 'Il tuo codice di accesso è:',
    button: 'Accedi',
    text: 'Il tuo codice per accedere a {{ projectDisplayName }} è {{ otp }}\n\nOppure accedi aprendo questo link:',
  },
  team_invitation: {
    subject: 'Hai ricevuto un invito a unirti a {{ teamDisplayName }}',
    sharedSubject: 'Hai ricevuto un invito a unirti a un team',
    heading: 'Unisciti a {{ teamDisplayName }}',
    paragraph: 'Hai ricevuto un invito a unirti al team {{ teamDisplayName }} su {{ projectDisplayName }}.',
    button: 'Accetta l’invito',
    text: 'Hai ricevuto un invito a unirti al team {{ teamDisplayName }} su {{ projectDisplayName }}. Accetta aprendo questo link:',
  },
  sign_in_invitation: {
    subject: 'Hai ricevuto un invito ad accedere a {{ projectDisplayName }}',
    sharedSubject: 'Hai ricevuto un invito ad accedere',
    heading: 'Accedi a {{ projectDisplayName }}',
    paragraph: 'Hai ricevuto un invito ad accedere a {{ projectDisplayName }}.',
    button: 'Accedi',
    text: 'Hai ricevuto un invito ad accedere a {{ projectDisplayName }}. Apri questo link per accedere:',
  },
};
