import type { MailStrings } from '../mail-strings';

/** Indonesian (id): Bahasa Indonesia. */
export const strings: MailStrings = {
  orOpenLink: 'Atau buka tautan ini:',
  ignore: 'Jika Anda tidak meminta email ini, Anda dapat mengabaikannya.',
  email_verification: {
    subject: 'Verifikasi email Anda di {{ projectDisplayName }}',
    sharedSubject: 'Verifikasi alamat email Anda',
    heading: 'Verifikasi email Anda',
    paragraph: 'Harap konfirmasi alamat email ini untuk akun Anda di {{ projectDisplayName }}.',
    button: 'Verifikasi email saya',
    text: 'Verifikasi email Anda di {{ projectDisplayName }} dengan membuka tautan ini:',
  },
  password_reset: {
    subject: 'Setel ulang sandi Anda di {{ projectDisplayName }}',
    sharedSubject: 'Setel ulang sandi Anda',
    heading: 'Setel ulang sandi Anda',
    paragraph: 'Seseorang meminta untuk menyetel ulang sandi akun Anda di {{ projectDisplayName }}.',
    button: 'Pilih sandi baru',
    text: 'Setel ulang sandi Anda di {{ projectDisplayName }} dengan membuka tautan ini:',
  },
  magic_link: {
    subject: 'Masuk ke {{ projectDisplayName }}: Kode Anda adalah {{ otp }}',
    sharedSubject: 'Kode masuk Anda adalah {{ otp }}',
    heading: 'Masuk ke {{ projectDisplayName }}',
    paragraph: 'Kode masuk Anda adalah:',
    button: 'Masuk',
    text: 'Kode Anda untuk masuk ke {{ projectDisplayName }} adalah {{ otp }}\n\nAtau masuk dengan membuka tautan ini:',
  },
  team_invitation: {
    subject: 'Anda diundang untuk bergabung dengan {{ teamDisplayName }}',
    sharedSubject: 'Anda diundang untuk bergabung dengan sebuah tim',
    heading: 'Bergabung dengan {{ teamDisplayName }}',
    paragraph: 'Anda diundang untuk bergabung dengan tim {{ teamDisplayName }} di {{ projectDisplayName }}.',
    button: 'Terima undangan',
    text: 'Anda diundang untuk bergabung dengan tim {{ teamDisplayName }} di {{ projectDisplayName }}. Terima dengan membuka tautan ini:',
  },
  sign_in_invitation: {
    subject: 'Anda diundang untuk masuk ke {{ projectDisplayName }}',
    sharedSubject: 'Anda diundang untuk masuk',
    heading: 'Masuk ke {{ projectDisplayName }}',
    paragraph: 'Anda diundang untuk masuk ke {{ projectDisplayName }}.',
    button: 'Masuk',
    text: 'Anda diundang untuk masuk ke {{ projectDisplayName }}. Buka tautan ini untuk masuk:',
  },
};
