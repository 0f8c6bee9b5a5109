import type { MailStrings } from '../mail-strings';

/** Hungarian (hu): Magyar. */
export const strings: MailStrings = {
  orOpenLink: 'Vagy nyissa meg ezt a linket:',
  ignore: 'Ha nem Ön kérte ezt az e-mailt, nyugodtan figyelmen kívül hagyhatja.',
  email_verification: {
    subject: 'Erősítse meg e-mail-címét itt: {{ projectDisplayName }}',
    sharedSubject: 'Erősítse meg e-mail-címét',
    heading: 'Erősítse meg e-mail-címét',
    paragraph: 'Kérjük, erősítse meg ezt az e-mail-címet a(z) {{ projectDisplayName }} fiókjához.',
    button: 'E-mail-cím megerősítése',
    text: 'Erősítse meg e-mail-címét itt: {{ projectDisplayName }}, ehhez nyissa meg ezt a linket:',
  },
  password_reset: {
    subject: 'Állítsa vissza jelszavát itt: {{ projectDisplayName }}',
    sharedSubject: 'Állítsa vissza jelszavát',
    heading: 'Jelszó visszaállítása',
    paragraph: 'Valaki kérte a(z) {{ projectDisplayName }} fiókja jelszavának visszaállítását.',
    button: 'Új jelszó választása',
    text: 'Állítsa vissza jelszavát itt: {{ projectDisplayName }}, ehhez nyissa meg ezt a linket:',
  },
  magic_link: {
    subject: 'Bejelentkezés ide: {{ projectDisplayName }} – a kódja: {{ otp }}',
    sharedSubject: 'Bejelentkezési kódja: {{ otp }}',
    heading: 'Bejelentkezés ide: {{ projectDisplayName }}',
    paragraph: 'Bejelentkezési kódja:',
    button: 'Bejelentkezés',
    text: 'A(z) {{ projectDisplayName }} bejelentkezési kódja: {{ otp }}\n\nVagy jelentkezzen be ennek a linknek a megnyitásával:',
  },
  team_invitation: {
    subject: 'Meghívást kapott a(z) {{ teamDisplayName }} csapatba',
    sharedSubject: 'Meghívást kapott egy csapatba',
    heading: 'Csatlakozás ide: {{ teamDisplayName }}',
    paragraph: 'Meghívást kapott a(z) {{ teamDisplayName }} csapatba itt: {{ projectDisplayName }}.',
    button: 'Meghívás elfogadása',
    text: 'Meghívást kapott a(z) {{ teamDisplayName }} csapatba itt: {{ projectDisplayName }}. Elfogadáshoz nyissa meg ezt a linket:',
  },
  sign_in_invitation: {
    subject: 'Meghívást kapott, hogy jelentkezzen be ide: {{ projectDisplayName }}',
    sharedSubject: 'Meghívást kapott, hogy jelentkezzen be',
    heading: 'Bejelentkezés ide: {{ projectDisplayName }}',
    paragraph: 'Meghívást kapott, hogy jelentkezzen be ide: {{ projectDisplayName }}.',
    button: 'Bejelentkezés',
    text: 'Meghívást kapott, hogy jelentkezzen be ide: {{ projectDisplayName }}. A bejelentkezéshez nyissa meg ezt a linket:',
  },
};
