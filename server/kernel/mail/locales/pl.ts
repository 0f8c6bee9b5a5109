import type { MailStrings } from '../mail-strings';

/** Polish (pl): Polski. */
export const strings: MailStrings = {
  orOpenLink: 'Lub otwórz ten link:',
  ignore: 'Jeśli nie prosiłeś(-aś) o tę wiadomość, możesz ją zignorować.',
  email_verification: {
    subject: 'Zweryfikuj swój adres e-mail w {{ projectDisplayName }}',
    sharedSubject: 'Zweryfikuj swój adres e-mail',
    heading: 'Zweryfikuj swój adres e-mail',
    paragraph: 'Potwierdź ten adres e-mail dla swojego konta w {{ projectDisplayName }}.',
    button: 'Zweryfikuj mój adres e-mail',
    text: 'Zweryfikuj swój adres e-mail w {{ projectDisplayName }}, otwierając ten link:',
  },
  password_reset: {
    subject: 'Zresetuj hasło w {{ projectDisplayName }}',
    sharedSubject: 'Zresetuj hasło',
    heading: 'Zresetuj hasło',
    paragraph: 'Ktoś poprosił o zresetowanie hasła do Twojego konta w {{ projectDisplayName }}.',
    button: 'Wybierz nowe hasło',
    text: 'Zresetuj hasło w {{ projectDisplayName }}, otwierając ten link:',
  },
  magic_link: {
    subject: 'Zaloguj się do {{ projectDisplayName }}: Twój kod to {{ otp }}',
    sharedSubject: 'Twój kod logowania to {{ otp }}',
    heading: 'Zaloguj się do {{ projectDisplayName }}',
    paragraph: 'Twój kod logowania to:',
    button: 'Zaloguj się',
    text: 'Twój kod do logowania w {{ projectDisplayName }} to {{ otp }}\n\nMożesz też zalogować się, otwierając ten link:',
  },
  team_invitation: {
    subject: 'Zaproszenie do zespołu {{ teamDisplayName }}',
    sharedSubject: 'Zaproszenie do zespołu',
    heading: 'Dołącz do zespołu {{ teamDisplayName }}',
    paragraph: 'Otrzymałeś(-aś) zaproszenie do zespołu {{ teamDisplayName }} w {{ projectDisplayName }}.',
    button: 'Przyjmij zaproszenie',
    text: 'Otrzymałeś(-aś) zaproszenie do zespołu {{ teamDisplayName }} w {{ projectDisplayName }}. Przyjmij je, otwierając ten link:',
  },
  sign_in_invitation: {
    subject: 'Zaproszenie do zalogowania się w {{ projectDisplayName }}',
    sharedSubject: 'Zaproszenie do zalogowania się',
    heading: 'Zaloguj się do {{ projectDisplayName }}',
    paragraph: 'Otrzymałeś(-aś) zaproszenie do zalogowania się w {{ projectDisplayName }}.',
    button: 'Zaloguj się',
    text: 'Otrzymałeś(-aś) zaproszenie do zalogowania się w {{ projectDisplayName }}. Otwórz ten link, aby się zalogować:',
  },
};
