import type { MailStrings } from '../mail-strings';

/** Hebrew (he): עברית. */
export const strings: MailStrings = {
  orOpenLink: 'או פתחו את הקישור הזה:',
  ignore: 'אם לא ביקשתם את ההודעה הזו, אפשר להתעלם ממנה.',
  email_verification: {
    subject: 'אמתו את כתובת האימייל שלכם ב-{{ projectDisplayName }}',
    sharedSubject: 'אמתו את כתובת האימייל שלכם',
    heading: 'אמתו את האימייל שלכם',
    paragraph: 'נא לאשר את כתובת האימייל הזו עבור החשבון שלכם ב-{{ projectDisplayName }}.',
    button: 'אימות האימייל שלי',
    text: 'אמתו את האימייל שלכם ב-{{ projectDisplayName }} על ידי פתיחת הקישור הזה:',
  },
  password_reset: {
    subject: 'איפוס הסיסמה שלכם ב-{{ projectDisplayName }}',
    sharedSubject: 'איפוס הסיסמה שלכם',
    heading: 'איפוס הסיסמה שלכם',
    paragraph: 'מישהו ביקש לאפס את הסיסמה של החשבון שלכם ב-{{ projectDisplayName }}.',
    button: 'בחירת סיסמה חדשה',
    text: 'אפסו את הסיסמה שלכם ב-{{ projectDisplayName }} על ידי פתיחת הקישור הזה:',
  },
  magic_link: {
    subject: 'כניסה ל-{{ projectDisplayName }}: הקוד שלכם הוא {{ otp }}',
    sharedSubject: 'קוד הכניסה שלכם הוא {{ otp }}',
    heading: 'כניסה ל-{{ projectDisplayName }}',
    paragraph: 'קוד הכניסה שלכם הוא:',
    button: 'כניסה',
    text: 'הקוד שלכם לכניסה ל-{{ projectDisplayName }} הוא {{ otp }}\n\nאו היכנסו על ידי פתיחת הקישור הזה:',
  },
  team_invitation: {
    subject: 'הוזמנתם להצטרף ל-{{ teamDisplayName }}',
    sharedSubject: 'הוזמנתם להצטרף לצוות',
    heading: 'הצטרפות ל-{{ teamDisplayName }}',
    paragraph: 'הוזמנתם להצטרף לצוות {{ teamDisplayName }} ב-{{ projectDisplayName }}.',
    button: 'קבלת ההזמנה',
    text: 'הוזמנתם להצטרף לצוות {{ teamDisplayName }} ב-{{ projectDisplayName }}. כדי לקבל את ההזמנה, פתחו את הקישור הזה:',
  },
  sign_in_invitation: {
    subject: 'הוזמנתם להיכנס ל-{{ projectDisplayName }}',
    sharedSubject: 'הוזמנתם להיכנס',
    heading: 'כניסה ל-{{ projectDisplayName }}',
    paragraph: 'הוזמנתם להיכנס ל-{{ projectDisplayName }}.',
    button: 'כניסה',
    text: 'הוזמנתם להיכנס ל-{{ projectDisplayName }}. פתחו את הקישור הזה כדי להיכנס:',
  },
};
