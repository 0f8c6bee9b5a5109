import type { MailStrings } from '../mail-strings';

/** Arabic (ar): العربية. */
export const strings: MailStrings = {
  orOpenLink: 'أو افتح هذا الرابط:',
  ignore: 'إذا لم تطلب هذه الرسالة، يمكنك تجاهلها.',
  email_verification: {
    subject: 'تحقّق من بريدك الإلكتروني في {{ projectDisplayName }}',
    sharedSubject: 'تحقّق من عنوان بريدك الإلكتروني',
    heading: 'تحقّق من بريدك الإلكتروني',
    paragraph: 'يُرجى تأكيد عنوان البريد الإلكتروني هذا لحسابك في {{ projectDisplayName }}.',
    button: 'تحقّق من بريدي الإلكتروني',
    text: 'تحقّق من بريدك الإلكتروني في {{ projectDisplayName }} بفتح هذا الرابط:',
  },
  password_reset: {
    subject: 'أعد تعيين كلمة المرور في {{ projectDisplayName }}',
    sharedSubject: 'أعد تعيين كلمة المرور',
    heading: 'أعد تعيين كلمة المرور',
    paragraph: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في {{ projectDisplayName }}.',
    button: 'اختر كلمة مرور جديدة',
    text: 'أعد تعيين كلمة المرور في {{ projectDisplayName }} بفتح هذا الرابط:',
  },
  magic_link: {
    subject: 'تسجيل الدخول إلى {{ projectDisplayName }}: رمزك هو {{ otp }}',
    sharedSubject: 'رمز تسجيل الدخول الخاص بك هو {{ otp }}',
    heading: 'تسجيل الدخول إلى {{ projectDisplayName }}',
    paragraph: 'رمز تسجيل الدخول الخاص بك هو:',
    button: 'تسجيل الدخول',
    text: 'رمزك لتسجيل الدخول إلى {{ projectDisplayName }} هو {{ otp }}\n\nأو سجّل الدخول بفتح هذا الرابط:',
  },
  team_invitation: {
    subject: 'تمت دعوتك للانضمام إلى {{ teamDisplayName }}',
    sharedSubject: 'تمت دعوتك للانضمام إلى فريق',
    heading: 'انضم إلى {{ teamDisplayName }}',
    paragraph: 'تمت دعوتك للانضمام إلى الفريق {{ teamDisplayName }} في {{ projectDisplayName }}.',
    button: 'اقبل الدعوة',
    text: 'تمت دعوتك للانضمام إلى الفريق {{ teamDisplayName }} في {{ projectDisplayName }}. اقبل الدعوة بفتح هذا الرابط:',
  },
  sign_in_invitation: {
    subject: 'تمت دعوتك لتسجيل الدخول إلى {{ projectDisplayName }}',
    sharedSubject: 'تمت دعوتك لتسجيل الدخول',
    heading: 'تسجيل الدخول إلى {{ projectDisplayName }}',
    paragraph: 'تمت دعوتك لتسجيل الدخول إلى {{ projectDisplayName }}.',
    button: 'تسجيل الدخول',
    text: 'تمت دعوتك لتسجيل الدخول إلى {{ projectDisplayName }}. افتح هذا الرابط لتسجيل الدخول:',
  },
};
