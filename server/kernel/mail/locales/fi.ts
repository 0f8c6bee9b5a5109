import type { MailStrings } from '../mail-strings';

/** Finnish (fi): Suomi. */
export const strings: MailStrings = {
  orOpenLink: 'Tai avaa tämä linkki:',
  ignore: 'Jos et pyytänyt tätä sähköpostia, voit jättää sen huomiotta.',
  email_verification: {
    subject: 'Vahvista sähköpostiosoitteesi palvelussa {{ projectDisplayName }}',
    sharedSubject: 'Vahvista sähköpostiosoitteesi',
    heading: 'Vahvista sähköpostiosoitteesi',
    paragraph: 'Vahvista tämä sähköpostiosoite tilillesi palvelussa {{ projectDisplayName }}.',
    button: 'Vahvista sähköpostiosoitteeni',
    text: 'Vahvista sähköpostiosoitteesi palvelussa {{ projectDisplayName }} avaamalla tämä linkki:',
  },
  password_reset: {
    subject: 'Vaihda salasanasi palvelussa {{ projectDisplayName }}',
    sharedSubject: 'Vaihda salasanasi',
    heading: 'Vaihda salasanasi',
    paragraph: 'Joku pyysi tilisi salasanan vaihtamista palvelussa {{ projectDisplayName }}.',
    button: 'Valitse uusi salasana',
    text: 'Vaihda salasanasi palvelussa {{ projectDisplayName }} avaamalla tämä linkki:',
  },
  magic_link: {
    subject: 'Kirjaudu palveluun {{ projectDisplayName }}: koodisi on {{ otp }}',
    sharedSubject: 'Kirjautumiskoodisi on {{ otp }}',
    heading: 'Kirjaudu palveluun {{ projectDisplayName }}',
    paragraph: 'Kirjautumiskoodisi on:',
    button: 'Kirjaudu sisään',
    text: 'Koodisi palveluun {{ projectDisplayName }} kirjautumista varten on {{ otp }}\n\nTai kirjaudu avaamalla tämä linkki:',
  },
  team_invitation: {
    subject: 'Sinut on kutsuttu tiimiin {{ teamDisplayName }}',
    sharedSubject: 'Sinut on kutsuttu tiimiin',
    heading: 'Liity tiimiin {{ teamDisplayName }}',
    paragraph: 'Sinut on kutsuttu tiimiin {{ teamDisplayName }} palvelussa {{ projectDisplayName }}.',
    button: 'Hyväksy kutsu',
    text: 'Sinut on kutsuttu tiimiin {{ teamDisplayName }} palvelussa {{ projectDisplayName }}. Hyväksy avaamalla tämä linkki:',
  },
  sign_in_invitation: {
    subject: 'Sinut on kutsuttu kirjautumaan palveluun {{ projectDisplayName }}',
    sharedSubject: 'Sinut on kutsuttu kirjautumaan',
    heading: 'Kirjaudu palveluun {{ projectDisplayName }}',
    paragraph: 'Sinut on kutsuttu kirjautumaan palveluun {{ projectDisplayName }}.',
    button: 'Kirjaudu sisään',
    text: 'Sinut on kutsuttu kirjautumaan palveluun {{ projectDisplayName }}. Kirjaudu avaamalla tämä linkki:',
  },
};
