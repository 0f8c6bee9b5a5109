import type { MailStrings } from '../mail-strings';

/** Swedish (sv): Svenska. */
export const strings: MailStrings = {
  orOpenLink: 'Eller öppna den här länken:',
  ignore: 'Om du inte har bett om det här mejlet kan du ignorera det.',
  email_verification: {
    subject: 'Verifiera din e-postadress hos {{ projectDisplayName }}',
    sharedSubject: 'Verifiera din e-postadress',
    heading: 'Verifiera din e-postadress',
    paragraph: 'Bekräfta den här e-postadressen för ditt konto hos {{ projectDisplayName }}.',
    button: 'Verifiera min e-postadress',
    text: 'Verifiera din e-postadress hos {{ projectDisplayName }} genom att öppna den här länken:',
  },
  password_reset: {
    subject: 'Återställ ditt lösenord hos {{ projectDisplayName }}',
    sharedSubject: 'Återställ ditt lösenord',
    heading: 'Återställ ditt lösenord',
    paragraph: 'Någon har bett om att återställa lösenordet till ditt konto hos {{ projectDisplayName }}.',
    button: 'Välj ett nytt lösenord',
    text: 'Återställ ditt lösenord hos {{ projectDisplayName }} genom att öppna den här länken:',
  },
  magic_link: {
    subject: 'Logga in på {{ projectDisplayName }}: din kod är {{ otp }}',
    sharedSubject: 'Din inloggningskod är {{ otp }}',
    heading: 'Logga in på {{ projectDisplayName }}',
    paragraph: 'Din inloggningskod är:',
    button: 'Logga in',
    text: 'Din kod för att logga in på {{ projectDisplayName }} är {{ otp }}\n\nEller logga in genom att öppna den här länken:',
  },
  team_invitation: {
    subject: 'Du har bjudits in att gå med i {{ teamDisplayName }}',
    sharedSubject: 'Du har bjudits in att gå med i ett team',
    heading: 'Gå med i {{ teamDisplayName }}',
    paragraph: 'Du har bjudits in att gå med i teamet {{ teamDisplayName }} hos {{ projectDisplayName }}.',
    button: 'Acceptera inbjudan',
    text: 'Du har bjudits in att gå med i teamet {{ teamDisplayName }} hos {{ projectDisplayName }}. Acceptera genom att öppna den här länken:',
  },
  sign_in_invitation: {
    subject: 'Du har bjudits in att logga in på {{ projectDisplayName }}',
    sharedSubject: 'Du har bjudits in att logga in',
    heading: 'Logga in på {{ projectDisplayName }}',
    paragraph: 'Du har bjudits in att logga in på {{ projectDisplayName }}.',
    button: 'Logga in',
    text: 'Du har bjudits in att logga in på {{ projectDisplayName }}. Öppna den här länken för att logga in:',
  },
};
