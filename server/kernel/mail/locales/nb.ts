import type { MailStrings } from '../mail-strings';

/** Norwegian Bokmål (nb): Norsk bokmål. */
export const strings: MailStrings = {
  orOpenLink: 'Eller åpne denne lenken:',
  ignore: 'Hvis du ikke har bedt om denne e-posten, kan du se bort fra den.',
  email_verification: {
    subject: 'Bekreft e-postadressen din hos {{ projectDisplayName }}',
    sharedSubject: 'Bekreft e-postadressen din',
    heading: 'Bekreft e-postadressen din',
    paragraph: 'Bekreft denne e-postadressen for kontoen din hos {{ projectDisplayName }}.',
    button: 'Bekreft e-postadressen min',
    text: 'Bekreft e-postadressen din hos {{ projectDisplayName }} ved å åpne denne lenken:',
  },
  password_reset: {
    subject: 'Tilbakestill passordet ditt hos {{ projectDisplayName }}',
    sharedSubject: 'Tilbakestill passordet ditt',
    heading: 'Tilbakestill passordet ditt',
    paragraph: 'Noen har bedt om å tilbakestille passordet til kontoen din hos {{ projectDisplayName }}.',
    button: 'Velg et nytt passord',
    text: 'Tilbakestill passordet ditt hos {{ projectDisplayName }} ved å åpne denne lenken:',
  },
  magic_link: {
    subject: 'Logg på {{ projectDisplayName }}: Koden din er {{ otp }}',
    sharedSubject: 'Påloggingskoden din er {{ otp }}',
    heading: 'Logg på {{ projectDisplayName }}',
    paragraph: 'Påloggingskoden din er:',
    button: 'Logg på',
    text: 'Koden din for å logge på {{ projectDisplayName }} er {{ otp }}\n\nEller logg på ved å åpne denne lenken:',
  },
  team_invitation: {
    subject: 'Du er invitert til å bli med i {{ teamDisplayName }}',
    sharedSubject: 'Du er invitert til å bli med i et team',
    heading: 'Bli med i {{ teamDisplayName }}',
    paragraph: 'Du er invitert til å bli med i teamet {{ teamDisplayName }} hos {{ projectDisplayName }}.',
    button: 'Godta invitasjonen',
    text: 'Du er invitert til å bli med i teamet {{ teamDisplayName }} hos {{ projectDisplayName }}. Godta ved å åpne denne lenken:',
  },
  sign_in_invitation: {
    subject: 'Du er invitert til å logge på {{ projectDisplayName }}',
    sharedSubject: 'Du er invitert til å logge på',
    heading: 'Logg på {{ projectDisplayName }}',
    paragraph: 'Du er invitert til å logge på {{ projectDisplayName }}.',
    button: 'Logg på',
    text: 'Du er invitert til å logge på {{ projectDisplayName }}. Åpne denne lenken for å logge på:',
  },
};
