import type { MailStrings } from '../mail-strings';

/** Spanish (es): Español. */
export const strings: MailStrings = {
  orOpenLink: 'O abre este enlace:',
  ignore: 'Si no has solicitado este correo, puedes ignorarlo.',
  email_verification: {
    subject: 'Verifica tu correo electrónico en {{ projectDisplayName }}',
    sharedSubject: 'Verifica tu dirección de correo electrónico',
    heading: 'Verifica tu correo electrónico',
    paragraph: 'Confirma esta dirección de correo electrónico para tu cuenta en {{ projectDisplayName }}.',
    button: 'Verificar mi correo',
    text: 'Verifica tu correo electrónico en {{ projectDisplayName }} abriendo este enlace:',
  },
  password_reset: {
    subject: 'Restablece tu contraseña en {{ projectDisplayName }}',
    sharedSubject: 'Restablece tu contraseña',
    heading: 'Restablece tu contraseña',
    paragraph: 'Alguien ha solicitado restablecer la contraseña de tu cuenta en {{ projectDisplayName }}.',
    button: 'Elegir una contraseña nueva',
    text: 'Restablece tu contraseña en {{ projectDisplayName }} abriendo este enlace:',
  },
  magic_link: {
    subject: 'Inicia sesión en {{ projectDisplayName }}: tu código es {{ otp }}',
    sharedSubject: 'Tu código de inicio de sesión es {{ otp }}',
    heading: 'Inicia sesión en {{ projectDisplayName }}',
    paragraph: 'Tu código de inicio de sesión es:',
    button: 'Iniciar sesión',
    text: 'Tu código para iniciar sesión en {{ projectDisplayName }} es {{ otp }}\n\nO inicia sesión abriendo este enlace:',
  },
  team_invitation: {
    subject: 'Te han invitado a unirte a {{ teamDisplayName }}',
    sharedSubject: 'Te han invitado a unirte a un equipo',
    heading: 'Únete a {{ teamDisplayName }}',
    paragraph: 'Te han invitado a unirte al equipo {{ teamDisplayName }} en {{ projectDisplayName }}.',
    button: 'Aceptar la invitación',
    text: 'Te han invitado a unirte al equipo {{ teamDisplayName }} en {{ projectDisplayName }}. Acepta abriendo este enlace:',
  },
  sign_in_invitation: {
    subject: 'Te han invitado a iniciar sesión en {{ projectDisplayName }}',
    sharedSubject: 'Te han invitado a iniciar sesión',
    heading: 'Inicia sesión en {{ projectDisplayName }}',
    paragraph: 'Te han invitado a iniciar sesión en {{ projectDisplayName }}.',
    button: 'Iniciar sesión',
    text: 'Te han invitado a iniciar sesión en {{ projectDisplayName }}. Abre este enlace para iniciar sesión:',
  },
};
