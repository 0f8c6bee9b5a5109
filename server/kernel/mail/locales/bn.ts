import type { MailStrings } from '../mail-strings';

/** Bengali (bn): বাংলা. */
export const strings: MailStrings = {
  orOpenLink: 'অথবা এই লিংকটি খুলুন:',
  ignore: 'আপনি যদি এই ইমেলটি না চেয়ে থাকেন, তাহলে এটি উপেক্ষা করতে পারেন।',
  email_verification: {
    subject: '{{ projectDisplayName }}-এ আপনার ইমেল যাচাই করুন',
    sharedSubject: 'আপনার ইমেল ঠিকানা যাচাই করুন',
    heading: 'আপনার ইমেল যাচাই করুন',
    paragraph: 'অনুগ্রহ করে {{ projectDisplayName }}-এ আপনার অ্যাকাউন্টের জন্য এই ইমেল ঠিকানাটি নিশ্চিত করুন।',
    button: 'আমার ইমেল যাচাই করুন',
    text: 'এই লিংকটি খুলে {{ projectDisplayName }}-এ আপনার ইমেল যাচাই করুন:',
  },
  password_reset: {
    subject: '{{ projectDisplayName }}-এ আপনার পাসওয়ার্ড রিসেট করুন',
    sharedSubject: 'আপনার পাসওয়ার্ড রিসেট করুন',
    heading: 'আপনার পাসওয়ার্ড রিসেট করুন',
    paragraph: 'কেউ {{ projectDisplayName }}-এ আপনার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ করেছেন।',
    button: 'নতুন পাসওয়ার্ড বেছে নিন',
    text: 'এই লিংকটি খুলে {{ projectDisplayName }}-এ আপনার পাসওয়ার্ড রিসেট করুন:',
  },
  magic_link: {
    subject: '{{ projectDisplayName }}-এ সাইন ইন করুন: আপনার কোড {{ otp }}',
    sharedSubject: 'আপনার সাইন-ইন কোড {{ otp }}',
    heading: '{{ projectDisplayName }}-এ সাইন ইন করুন',
    paragraph: 'আপনার সাইন-ইন কোড:',
    button: 'সাইন ইন করুন',
    text: '{{ projectDisplayName }}-এ সাইন ইন করার জন্য আপনার কোড {{ otp }}\n\nঅথবা এই লিংকটি খুলে সাইন ইন করুন:',
  },
  team_invitation: {
    subject: 'আপনাকে {{ teamDisplayName }}-এ যোগ দিতে আমন্ত্রণ জানানো হয়েছে',
    sharedSubject: 'আপনাকে একটি টিমে যোগ দিতে আমন্ত্রণ জানানো হয়েছে',
    heading: '{{ teamDisplayName }}-এ যোগ দিন',
    paragraph: 'আপনাকে {{ projectDisplayName }}-এ {{ teamDisplayName }} টিমে যোগ দিতে আমন্ত্রণ জানানো হয়েছে।',
    button: 'আমন্ত্রণ গ্রহণ করুন',
    text: 'আপনাকে {{ projectDisplayName }}-এ {{ teamDisplayName }} টিমে যোগ দিতে আমন্ত্রণ জানানো হয়েছে। গ্রহণ করতে এই লিংকটি খুলুন:',
  },
  sign_in_invitation: {
    subject: 'আপনাকে {{ projectDisplayName }}-এ সাইন ইন করতে আমন্ত্রণ জানানো হয়েছে',
    sharedSubject: 'আপনাকে সাইন ইন করতে আমন্ত্রণ জানানো হয়েছে',
    heading: '{{ projectDisplayName }}-এ সাইন ইন করুন',
    paragraph: 'আপনাকে {{ projectDisplayName }}-এ সাইন ইন করতে আমন্ত্রণ জানানো হয়েছে।',
    button: 'সাইন ইন করুন',
    text: 'আপনাকে {{ projectDisplayName }}-এ সাইন ইন করতে আমন্ত্রণ জানানো হয়েছে। সাইন ইন করতে এই লিংকটি খুলুন:',
  },
};
