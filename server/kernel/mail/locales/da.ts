import type { MailStrings } from '../mail-strings';

/** Danish (da): Dansk. */
export const strings: MailStrings = {
  orOpenLink: 'Eller åbn dette link:',
  ignore: 'Hvis du ikke har bedt om denne e-mail, kan du se bort fra den.',
  email_verification: {
    subject: 'Bekræft din e-mail hos {{ projectDisplayName }}',
    sharedSubject: 'Bekræft din e-mailadresse',
    heading: 'Bekræft din e-mail',
    paragraph: 'Bekræft denne e-mailadresse til din konto hos {{ projectDisplayName }}.',
    button: 'Bekræft min e-mail',
    text: 'Bekræft din e-mail hos {{ projectDisplayName }} ved at åbne dette link:',
  },
  password_reset: {
    subject: 'Nulstil din adgangskode hos {{ projectDisplayName }}',
    sharedSubject: 'Nulstil din adgangskode',
    heading: 'Nulstil din adgangskode',
    paragraph: 'Nogen har bedt om at nulstille adgangskoden til din konto hos {{ projectDisplayName }}.',
    button: 'Vælg en ny adgangskode',
    text: 'Nulstil din adgangskode hos {{ projectDisplayName }} ved at åbne dette link:',
  },
  magic_link: {
    subject: 'Log ind på {{ projectDisplayName }}: Din kode er {{ otp }}',
    sharedSubject: 'Din loginkode er {{ otp }}',
    heading: 'Log ind på {{ projectDisplayName }}',
    paragraph: 'Din loginkode er:',
    button: 'Log ind',
    text: 'Din kode til at logge ind på {{ projectDisplayName }} er {{ otp }}\n\nEller log ind ved at åbne dette link:',
  },
  team_invitation: {
    subject: 'Du er inviteret til at blive medlem af {{ teamDisplayName }}',
    sharedSubject: 'Du er inviteret til at blive medlem af et team',
    heading: 'Bliv medlem af {{ teamDisplayName }}',
    paragraph: 'Du er inviteret til at blive medlem af teamet {{ teamDisplayName }} hos {{ projectDisplayName }}.',
    button: 'Accepter invitationen',
    text: 'Du er inviteret til at blive medlem af teamet {{ teamDisplayName }} hos {{ projectDisplayName }}. Accepter ved at åbne dette link:',
  },
  sign_in_invitation: {
    subject: 'Du er inviteret til at logge ind på {{ projectDisplayName }}',
    sharedSubject: 'Du er inviteret til at logge ind',
    heading: 'Log ind på {{ projectDisplayName }}',
    paragraph: 'Du er inviteret til at logge ind på {{ projectDisplayName }}.',
    button: 'Log ind',
    text: 'Du er inviteret til at logge ind på {{ projectDisplayName }}. Åbn dette link for at logge ind:',
  },
};
