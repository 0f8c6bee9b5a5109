import type { MailStrings } from '../mail-strings';

/** French (fr): Français. */
export const strings: MailStrings = {
  orOpenLink: 'Ou ouvrez ce lien :',
  ignore: 'Si vous n’avez pas demandé cet e-mail, vous pouvez l’ignorer.',
  email_verification: {
    subject: 'Vérifiez votre adresse e-mail sur {{ projectDisplayName }}',
    sharedSubject: 'Vérifiez votre adresse e-mail',
    heading: 'Vérifiez votre adresse e-mail',
    paragraph: 'Veuillez confirmer cette adresse e-mail pour votre compte sur {{ projectDisplayName }}.',
    button: 'Vérifier mon adresse e-mail',
    text: 'Vérifiez votre adresse e-mail sur {{ projectDisplayName }} en ouvrant ce lien :',
  },
  password_reset: {
    subject: 'Réinitialisez votre mot de passe sur {{ projectDisplayName }}',
    sharedSubject: 'Réinitialisez votre mot de passe',
    heading: 'Réinitialisez votre mot de passe',
    paragraph: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte sur {{ projectDisplayName }}.',
    button: 'Choisir un nouveau mot de passe',
    text: 'Réinitialisez votre mot de passe sur {{ projectDisplayName }} en ouvrant ce lien :',
  },
  magic_link: {
    subject: 'Connexion à {{ projectDisplayName }} : votre code est {{ otp }}',
    sharedSubject: 'Votre code de connexion est {{ otp }}',
    heading: 'Connexion à {{ projectDisplayName }}',
    paragraph: 'Votre code de connexion est :',
    button: 'Se connecter',
    text: 'Votre code pour vous connecter à {{ projectDisplayName }} est {{ otp }}\n\nOu connectez-vous en ouvrant ce lien :',
  },
  team_invitation: {
    subject: 'Vous avez été invité à rejoindre {{ teamDisplayName }}',
    sharedSubject: 'Vous avez été invité à rejoindre une équipe',
    heading: 'Rejoindre {{ teamDisplayName }}',
    paragraph: 'Vous avez été invité à rejoindre l’équipe {{ teamDisplayName }} sur {{ projectDisplayName }}.',
    button: 'Accepter l’invitation',
    text: 'Vous avez été invité à rejoindre l’équipe {{ teamDisplayName }} sur {{ projectDisplayName }}. Acceptez en ouvrant ce lien :',
  },
  sign_in_invitation: {
    subject: 'Vous avez été invité à vous connecter à {{ projectDisplayName }}',
    sharedSubject: 'Vous avez été invité à vous connecter',
    heading: 'Connexion à {{ projectDisplayName }}',
    paragraph: 'Vous avez été invité à vous connecter à {{ projectDisplayName }}.',
    button: 'Se connecter',
    text: 'Vous avez été invité à vous connecter à {{ projectDisplayName }}. Ouvrez ce lien pour vous connecter :',
  },
};
