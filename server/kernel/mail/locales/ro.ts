import type { MailStrings } from '../mail-strings';

/** Romanian (ro): Română. */
export const strings: MailStrings = {
  orOpenLink: 'Sau deschideți acest link:',
  ignore: 'Dacă nu ați cerut acest e-mail, îl puteți ignora.',
  email_verification: {
    subject: 'Verificați-vă adresa de e-mail la {{ projectDisplayName }}',
    sharedSubject: 'Verificați-vă adresa de e-mail',
    heading: 'Verificați-vă adresa de e-mail',
    paragraph: 'Vă rugăm să confirmați această adresă de e-mail pentru contul dvs. de la {{ projectDisplayName }}.',
    button: 'Verifică adresa mea de e-mail',
    text: 'Verificați-vă adresa de e-mail la {{ projectDisplayName }} deschizând acest link:',
  },
  password_reset: {
    subject: 'Resetați-vă parola la {{ projectDisplayName }}',
    sharedSubject: 'Resetați-vă parola',
    heading: 'Resetați-vă parola',
    paragraph: 'Cineva a cerut resetarea parolei contului dvs. de la {{ projectDisplayName }}.',
    button: 'Alegeți o parolă nouă',
    text: 'Resetați-vă parola la {{ projectDisplayName }} deschizând acest link:',
  },
  magic_link: {
    subject: 'Conectați-vă la {{ projectDisplayName }}: codul dvs. este {{ otp }}',
    sharedSubject: 'Codul dvs. de conectare este {{ otp }}',
    heading: 'Conectați-vă la {{ projectDisplayName }}',
    paragraph: 'Codul dvs. de conectare este:',
    button: 'Conectați-vă',
    text: 'Codul dvs. pentru conectarea la {{ projectDisplayName }} este {{ otp }}\n\nSau conectați-vă deschizând acest link:',
  },
  team_invitation: {
    subject: 'Ați fost invitat să vă alăturați echipei {{ teamDisplayName }}',
    sharedSubject: 'Ați fost invitat să vă alăturați unei echipe',
    heading: 'Alăturați-vă echipei {{ teamDisplayName }}',
    paragraph: 'Ați fost invitat să vă alăturați echipei {{ teamDisplayName }} la {{ projectDisplayName }}.',
    button: 'Acceptați invitația',
    text: 'Ați fost invitat să vă alăturați echipei {{ teamDisplayName }} la {{ projectDisplayName }}. Acceptați deschizând acest link:',
  },
  sign_in_invitation: {
    subject: 'Ați fost invitat să vă conectați la {{ projectDisplayName }}',
    sharedSubject: 'Ați fost invitat să vă conectați',
    heading: 'Conectați-vă la {{ projectDisplayName }}',
    paragraph: 'Ați fost invitat să vă conectați la {{ projectDisplayName }}.',
    button: 'Conectați-vă',
    text: 'Ați fost invitat să vă conectați la {{ projectDisplayName }}. Deschideți acest link pentru a vă conecta:',
  },
};
