import type { MailStrings } from '../mail-strings';

/** Portuguese (Brazil) (pt): Português. */
export const strings: MailStrings = {
  orOpenLink: 'Ou abra este link:',
  ignore: 'Se você não pediu este e-mail, pode ignorá-lo.',
  email_verification: {
    subject: 'Verifique seu e-mail em {{ projectDisplayName }}',
    sharedSubject: 'Verifique seu endereço de e-mail',
    heading: 'Verifique seu e-mail',
    paragraph: 'Confirme este endereço de e-mail para sua conta em {{ projectDisplayName }}.',
    button: 'Verificar meu e-mail',
    text: 'Verifique seu e-mail em {{ projectDisplayName }} abrindo este link:',
  },
  password_reset: {
    subject: 'Redefina sua senha em {{ projectDisplayName }}',
    sharedSubject: 'Redefina sua senha',
    heading: 'Redefina sua senha',
    paragraph: 'Alguém pediu para redefinir a senha da sua conta em {{ projectDisplayName }}.',
    button: 'Escolher uma nova senha',
    text: 'Redefina sua senha em {{ projectDisplayName }} abrindo este link:',
  },
  magic_link: {
    subject: 'Entrar em {{ projectDisplayName }}: seu código é {{ otp }}',
    sharedSubject: 'Seu código de acesso é {{ otp }}',
    heading: 'Entrar em {{ projectDisplayName }}',
    paragraph: 'Seu código de acesso é:',
    button: 'Entrar',
    text: 'Seu código para entrar em {{ projectDisplayName }} é {{ otp }}\n\nOu entre abrindo este link:',
  },
  team_invitation: {
    subject: 'Você foi convidado para participar de {{ teamDisplayName }}',
    sharedSubject: 'Você foi convidado para participar de uma equipe',
    heading: 'Participe de {{ teamDisplayName }}',
    paragraph: 'Você foi convidado para participar da equipe {{ teamDisplayName }} em {{ projectDisplayName }}.',
    button: 'Aceitar o convite',
    text: 'Você foi convidado para participar da equipe {{ teamDisplayName }} em {{ projectDisplayName }}. Aceite abrindo este link:',
  },
  sign_in_invitation: {
    subject: 'Você foi convidado para entrar em {{ projectDisplayName }}',
    sharedSubject: 'Você foi convidado para entrar',
    heading: 'Entrar em {{ projectDisplayName }}',
    paragraph: 'Você foi convidado para entrar em {{ projectDisplayName }}.',
    button: 'Entrar',
    text: 'Você foi convidado para entrar em {{ projectDisplayName }}. Abra este link para entrar:',
  },
};
