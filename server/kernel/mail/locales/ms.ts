import type { MailStrings } from '../mail-strings';

/** Malay (ms): Bahasa Melayu. */
export const strings: MailStrings = {
  orOpenLink: 'Atau buka pautan ini:',
  ignore: 'Jika anda tidak meminta e-mel ini, anda boleh mengabaikannya.',
  email_verification: {
    subject: 'Sahkan e-mel anda di {{ projectDisplayName }}',
    sharedSubject: 'Sahkan alamat e-mel anda',
    heading: 'Sahkan e-mel anda',
    paragraph: 'Sila sahkan alamat e-mel ini untuk akaun anda di {{ projectDisplayName }}.',
    button: 'Sahkan e-mel saya',
    text: 'Sahkan e-mel anda di {{ projectDisplayName }} dengan membuka pautan ini:',
  },
  password_reset: {
    subject: 'Tetapkan semula kata laluan anda di {{ projectDisplayName }}',
    sharedSubject: 'Tetapkan semula kata laluan anda',
    heading: 'Tetapkan semula kata laluan anda',
    paragraph: 'Seseorang telah meminta untuk menetapkan semula kata laluan akaun anda di {{ projectDisplayName }}.',
    button: 'Pilih kata laluan baharu',
    text: 'Tetapkan semula kata laluan anda di {{ projectDisplayName }} dengan membuka pautan ini:',
  },
  magic_link: {
    subject: 'Log masuk ke {{ projectDisplayName }}: Kod anda ialah {{ otp }}',
    sharedSubject: 'Kod log masuk anda ialah {{ otp }}',
    heading: 'Log masuk ke {{ projectDisplayName }}',
    paragraph: 'Kod log masuk anda ialah:',
    button: 'Log masuk',
    text: 'Kod anda untuk log masuk ke {{ projectDisplayName }} ialah {{ otp }}\n\nAtau log masuk dengan membuka pautan ini:',
  },
  team_invitation: {
    subject: 'Anda telah dijemput untuk menyertai {{ teamDisplayName }}',
    sharedSubject: 'Anda telah dijemput untuk menyertai satu pasukan',
    heading: 'Sertai {{ teamDisplayName }}',
    paragraph: 'Anda telah dijemput untuk menyertai pasukan {{ teamDisplayName }} di {{ projectDisplayName }}.',
    button: 'Terima jemputan',
    text: 'Anda telah dijemput untuk menyertai pasukan {{ teamDisplayName }} di {{ projectDisplayName }}. Terima dengan membuka pautan ini:',
  },
  sign_in_invitation: {
    subject: 'Anda telah dijemput untuk log masuk ke {{ projectDisplayName }}',
    sharedSubject: 'Anda telah dijemput untuk log masuk',
    heading: 'Log masuk ke {{ projectDisplayName }}',
    paragraph: 'Anda telah dijemput untuk log masuk ke {{ projectDisplayName }}.',
    button: 'Log masuk',
    text: 'Anda telah dijemput untuk log masuk ke {{ projectDisplayName }}. Buka pautan ini untuk log masuk:',
  },
};
