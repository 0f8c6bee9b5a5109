import type { MailStrings } from '../mail-strings';

/** Hindi (hi): हिन्दी. */
export const strings: MailStrings = {
  orOpenLink: 'या यह लिंक खोलें:',
  ignore: 'अगर आपने यह ईमेल नहीं मांगा था, तो आप इसे अनदेखा कर सकते हैं।',
  email_verification: {
    subject: '{{ projectDisplayName }} पर अपना ईमेल सत्यापित करें',
    sharedSubject: 'अपना ईमेल पता सत्यापित करें',
    heading: 'अपना ईमेल सत्यापित करें',
    paragraph: 'कृपया {{ projectDisplayName }} पर अपने खाते के लिए इस ईमेल पते की पुष्टि करें।',
    button: 'मेरा ईमेल सत्यापित करें',
    text: 'यह लिंक खोलकर {{ projectDisplayName }} पर अपना ईमेल सत्यापित करें:',
  },
  password_reset: {
    subject: '{{ projectDisplayName }} पर अपना पासवर्ड रीसेट करें',
    sharedSubject: 'अपना पासवर्ड रीसेट करें',
    heading: 'अपना पासवर्ड रीसेट करें',
    paragraph: 'किसी ने {{ projectDisplayName }} पर आपके खाते का पासवर्ड रीसेट करने का अनुरोध किया है।',
    button: 'नया पासवर्ड चुनें',
    text: 'यह लिंक खोलकर {{ projectDisplayName }} पर अपना पासवर्ड रीसेट करें:',
  },
  magic_link: {
    subject: '{{ projectDisplayName }} में साइन इन करें: आपका कोड {{ otp }} है',
    sharedSubject: 'आपका साइन-इन कोड {{ otp }} है',
    heading: '{{ projectDisplayName }} में साइन इन करें',
    paragraph: 'आपका साइन-इन कोड है:',
    button: 'साइन इन करें',
    text: '{{ projectDisplayName }} में साइन इन करने के लिए आपका कोड {{ otp }} है\n\nया यह लिंक खोलकर साइन इन करें:',
  },
  team_invitation: {
    subject: 'आपको {{ teamDisplayName }} से जुड़ने के लिए आमंत्रित किया गया है',
    sharedSubject: 'आपको एक टीम से जुड़ने के लिए आमंत्रित किया गया है',
    heading: '{{ teamDisplayName }} से जुड़ें',
    paragraph: 'आपको {{ projectDisplayName }} पर टीम {{ teamDisplayName }} से जुड़ने के लिए आमंत्रित किया गया है।',
    button: 'आमंत्रण स्वीकार करें',
    text: 'आपको {{ projectDisplayName }} पर टीम {{ teamDisplayName }} से जुड़ने के लिए आमंत्रित किया गया है। स्वीकार करने के लिए यह लिंक खोलें:',
  },
  sign_in_invitation: {
    subject: 'आपको {{ projectDisplayName }} में साइन इन करने के लिए आमंत्रित किया गया है',
    sharedSubject: 'आपको साइन इन करने के लिए आमंत्रित किया गया है',
    heading: '{{ projectDisplayName }} में साइन इन करें',
    paragraph: 'आपको {{ projectDisplayName }} में साइन इन करने के लिए आमंत्रित किया गया है।',
    button: 'साइन इन करें',
    text: 'आपको {{ projectDisplayName }} में साइन इन करने के लिए आमंत्रित किया गया है। साइन इन करने के लिए यह लिंक खोलें:',
  },
};
