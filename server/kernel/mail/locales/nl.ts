import type { MailStrings } from '../mail-strings';

/** Dutch (nl): Nederlands. */
export const strings: MailStrings = {
  orOpenLink: 'Of open deze link:',
  ignore: 'Heb je deze e-mail niet aangevraagd? Dan kun je hem negeren.',
  email_verification: {
    subject: 'Verifieer je e-mailadres bij {{ projectDisplayName }}',
    sharedSubject: 'Verifieer je e-mailadres',
    heading: 'Verifieer je e-mailadres',
    paragraph: 'Bevestig dit e-mailadres voor je account bij {{ projectDisplayName }}.',
    button: 'Mijn e-mailadres verifiëren',
    text: 'Verifieer je e-mailadres bij {{ projectDisplayName }} door deze link te openen:',
  },
  password_reset: {
    subject: 'Stel je wachtwoord opnieuw in bij {{ projectDisplayName }}',
    sharedSubject: 'Stel je wachtwoord opnieuw in',
    heading: 'Stel je wachtwoord opnieuw in',
    paragraph: 'Iemand heeft gevraagd het wachtwoord van je account bij {{ projectDisplayName }} opnieuw in te stellen.',
    button: 'Kies een nieuw wachtwoord',
    text: 'Stel je wachtwoord bij {{ projectDisplayName }} opnieuw in door deze link te openen:',
  },
  magic_link: {
    subject: 'Inloggen bij {{ projectDisplayName }}: je code is {{ otp }}',
    sharedSubject: 'Je inlogcode is {{ otp }}',
    heading: 'Inloggen bij {{ projectDisplayName }}',
    paragraph: 'Je inlogcode is:',
    button: 'Inloggen',
    text: 'Je code om in te loggen bij {{ projectDisplayName }} is {{ otp }}\n\nOf log in door deze link te openen:',
  },
  team_invitation: {
    subject: 'Je bent uitgenodigd om lid te worden van {{ teamDisplayName }}',
    sharedSubject: 'Je bent uitgenodigd om lid te worden van een team',
    heading: 'Word lid van {{ teamDisplayName }}',
    paragraph: 'Je bent uitgenodigd om lid te worden van het team {{ teamDisplayName }} bij {{ projectDisplayName }}.',
    button: 'Uitnodiging accepteren',
    text: 'Je bent uitgenodigd om lid te worden van het team {{ teamDisplayName }} bij {{ projectDisplayName }}. Accepteer door deze link te openen:',
  },
  sign_in_invitation: {
    subject: 'Je bent uitgenodigd om in te loggen bij {{ projectDisplayName }}',
    sharedSubject: 'Je bent uitgenodigd om in te loggen',
    heading: 'Inloggen bij {{ projectDisplayName }}',
    paragraph: 'Je bent uitgenodigd om in te loggen bij {{ projectDisplayName }}.',
    button: 'Inloggen',
    text: 'Je bent uitgenodigd om in te loggen bij {{ projectDisplayName }}. Open deze link om in te loggen:',
  },
};
