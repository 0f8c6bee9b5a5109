import type { MailStrings } from '../mail-strings';

/** Turkish (tr): Türkçe. */
export const strings: MailStrings = {
  orOpenLink: 'Veya bu bağlantıyı açın:',
  ignore: 'Bu e-postayı siz istemediyseniz yok sayabilirsiniz.',
  email_verification: {
    subject: '{{ projectDisplayName }} için e-posta adresinizi doğrulayın',
    sharedSubject: 'E-posta adresinizi doğrulayın',
    heading: 'E-posta adresinizi doğrulayın',
    paragraph: 'Lütfen {{ projectDisplayName }} hesabınız için bu e-posta adresini onaylayın.',
    button: 'E-postamı doğrula',
    text: 'Bu bağlantıyı açarak {{ projectDisplayName }} için e-posta adresinizi doğrulayın:',
  },
  password_reset: {
    subject: '{{ projectDisplayName }} şifrenizi sıfırlayın',
    sharedSubject: 'Şifrenizi sıfırlayın',
    heading: 'Şifrenizi sıfırlayın',
    paragraph: 'Birisi {{ projectDisplayName }} hesabınızın şifresini sıfırlamak istedi.',
    button: 'Yeni bir şifre seçin',
    text: 'Bu bağlantıyı açarak {{ projectDisplayName }} şifrenizi sıfırlayın:',
  },
  magic_link: {
    subject: '{{ projectDisplayName }} oturum açma: Kodunuz {{ otp }}',
    sharedSubject: 'Oturum açma kodunuz {{ otp }}',
    heading: '{{ projectDisplayName }} oturum açın',
    paragraph: 'Oturum açma kodunuz:',
    button: 'Oturum aç',
    text: '{{ projectDisplayName }} oturum açma kodunuz: {{ otp }}\n\nVeya bu bağlantıyı açarak oturum açın:',
  },
  team_invitation: {
    subject: '{{ teamDisplayName }} ekibine katılmaya davet edildiniz',
    sharedSubject: 'Bir ekibe katılmaya davet edildiniz',
    heading: '{{ teamDisplayName }} ekibine katılın',
    paragraph: '{{ projectDisplayName }} üzerindeki {{ teamDisplayName }} ekibine katılmaya davet edildiniz.',
    button: 'Daveti kabul et',
    text: '{{ projectDisplayName }} üzerindeki {{ teamDisplayName }} ekibine katılmaya davet edildiniz. Kabul etmek için bu bağlantıyı açın:',
  },
  sign_in_invitation: {
    subject: '{{ projectDisplayName }} oturum açmaya davet edildiniz',
    sharedSubject: 'Oturum açmaya davet edildiniz',
    heading: '{{ projectDisplayName }} oturum açın',
    paragraph: '{{ projectDisplayName }} oturum açmaya davet edildiniz.',
    button: 'Oturum aç',
    text: '{{ projectDisplayName }} oturum açmaya davet edildiniz. Oturum açmak için bu bağlantıyı açın:',
  },
};
