import type { MailStrings } from '../mail-strings';

/** Catalan (ca): Català. */
export const strings: MailStrings = {
  orOpenLink: 'O obre aquest enllaç:',
  ignore: 'Si no has demanat aquest correu, el pots ignorar.',
  email_verification: {
    subject: 'Verifica el teu correu electrònic a {{ projectDisplayName }}',
    sharedSubject: 'Verifica la teva adreça de correu electrònic',
    heading: 'Verifica el teu correu electrònic',
    paragraph: 'Confirma aquesta adreça de correu electrònic per al teu compte a {{ projectDisplayName }}.',
    button: 'Verifica el meu correu',
    text: 'Verifica el teu correu electrònic a {{ projectDisplayName }} obrint aquest enllaç:',
  },
  password_reset: {
    subject: 'Restableix la teva contrasenya a {{ projectDisplayName }}',
    sharedSubject: 'Restableix la teva contrasenya',
    heading: 'Restableix la teva contrasenya',
    paragraph: 'Algú ha demanat restablir la contrasenya del teu compte a {{ projectDisplayName }}.',
    button: 'Tria una contrasenya nova',
    text: 'Restableix la teva contrasenya a {{ projectDisplayName }} obrint aquest enllaç:',
  },
  magic_link: {
    subject: 'Inicia la sessió a {{ projectDisplayName }}: el teu codi és {{ otp }}',
    sharedSubject: 'El teu codi d’inici de sessió és {{ otp }}',
    heading: 'Inicia la sessió a {{ projectDisplayName }}',
    paragraph: 'El teu codi d’inici de sessió és:',
    button: 'Inicia la sessió',
    text: 'El teu codi per iniciar la sessió a {{ projectDisplayName }} és {{ otp }}\n\nO inicia la sessió obrint aquest enllaç:',
  },
  team_invitation: {
    subject: 'T’han convidat a unir-te a {{ teamDisplayName }}',
    sharedSubject: 'T’han convidat a unir-te a un equip',
    heading: 'Uneix-te a {{ teamDisplayName }}',
    paragraph: 'T’han convidat a unir-te a l’equip {{ teamDisplayName }} a {{ projectDisplayName }}.',
    button: 'Accepta la invitació',
    text: 'T’han convidat a unir-te a l’equip {{ teamDisplayName }} a {{ projectDisplayName }}. Accepta-la obrint aquest enllaç:',
  },
  sign_in_invitation: {
    subject: 'T’han convidat a iniciar la sessió a {{ projectDisplayName }}',
    sharedSubject: 'T’han convidat a iniciar la sessió',
    heading: 'Inicia la sessió a {{ projectDisplayName }}',
    paragraph: 'T’han convidat a iniciar la sessió a {{ projectDisplayName }}.',
    button: 'Inicia la sessió',
    text: 'T’han convidat a iniciar la sessió a {{ projectDisplayName }}. Obre aquest enllaç per iniciar la sessió:',
  },
};
