import type { MailStrings } from '../mail-strings';

/** Persian (fa): فارسی. */
export const strings: MailStrings = {
  orOpenLink: 'یا این پیوند را باز کنید:',
  ignore: 'اگر این ایمیل را درخواست نکرده‌اید، می‌توانید آن را نادیده بگیرید.',
  email_verification: {
    subject: 'ایمیل خود را در {{ projectDisplayName }} تأیید کنید',
    sharedSubject: 'نشانی ایمیل خود را تأیید کنید',
    heading: 'ایمیل خود را تأیید کنید',
    paragraph: 'لطفاً این نشانی ایمیل را برای حساب خود در {{ projectDisplayName }} تأیید کنید.',
    button: 'تأیید ایمیل من',
    text: 'با باز کردن این پیوند، ایمیل خود را در {{ projectDisplayName }} تأیید کنید:',
  },
  password_reset: {
    subject: 'گذرواژه خود را در {{ projectDisplayName }} بازنشانی کنید',
    sharedSubject: 'گذرواژه خود را بازنشانی کنید',
    heading: 'گذرواژه خود را بازنشانی کنید',
    paragraph: 'شخصی درخواست بازنشانی گذرواژه حساب شما در {{ projectDisplayName }} را داده است.',
    button: 'انتخاب گذرواژه جدید',
    text: 'با باز کردن این پیوند، گذرواژه خود را در {{ projectDisplayName }} بازنشانی کنید:',
  },
  magic_link: {
    subject: 'ورود به {{ projectDisplayName }}: کد شما {{ otp }} است',
    sharedSubject: 'کد ورود شما {{ otp }} است',
    heading: 'ورود به {{ projectDisplayName }}',
    paragraph: 'کد ورود شما:',
    button: 'ورود',
    text: 'کد شما برای ورود به {{ projectDisplayName }}: {{ otp }}\n\nیا با باز کردن این پیوند وارد شوید:',
  },
  team_invitation: {
    subject: 'از شما برای پیوستن به {{ teamDisplayName }} دعوت شده است',
    sharedSubject: 'از شما برای پیوستن به یک تیم دعوت شده است',
    heading: 'پیوستن به {{ teamDisplayName }}',
    paragraph: 'از شما دعوت شده است که به تیم {{ teamDisplayName }} در {{ projectDisplayName }} بپیوندید.',
    button: 'پذیرفتن دعوت',
    text: 'از شما دعوت شده است که به تیم {{ teamDisplayName }} در {{ projectDisplayName }} بپیوندید. برای پذیرفتن، این پیوند را باز کنید:',
  },
  sign_in_invitation: {
    subject: 'از شما برای ورود به {{ projectDisplayName }} دعوت شده است',
    sharedSubject: 'از شما برای ورود دعوت شده است',
    heading: 'ورود به {{ projectDisplayName }}',
    paragraph: 'از شما دعوت شده است که وارد {{ projectDisplayName }} شوید.',
    button: 'ورود',
    text: 'از شما دعوت شده است که وارد {{ projectDisplayName }} شوید. برای ورود، این پیوند را باز کنید:',
  },
};
