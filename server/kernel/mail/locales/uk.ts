import type { MailStrings } from '../mail-strings';

/** Ukrainian (uk): Українська. */
export const strings: MailStrings = {
  orOpenLink: 'Або відкрийте це посилання:',
  ignore: 'Якщо ви не запитували цей лист, просто проігноруйте його.',
  email_verification: {
    subject: 'Підтвердьте електронну пошту в {{ projectDisplayName }}',
    sharedSubject: 'Підтвердьте адресу електронної пошти',
    heading: 'Підтвердьте електронну пошту',
    paragraph: 'Підтвердьте цю адресу електронної пошти для вашого облікового запису в {{ projectDisplayName }}.',
    button: 'Підтвердити пошту',
    text: 'Підтвердьте електронну пошту в {{ projectDisplayName }}, відкривши це посилання:',
  },
  password_reset: {
    subject: 'Скидання пароля в {{ projectDisplayName }}',
    sharedSubject: 'Скидання пароля',
    heading: 'Скидання пароля',
    paragraph: 'Хтось попросив скинути пароль вашого облікового запису в {{ projectDisplayName }}.',
    button: 'Вибрати новий пароль',
    text: 'Скиньте пароль у {{ projectDisplayName }}, відкривши це посилання:',
  },
  magic_link: {
    subject: 'Вхід у {{ projectDisplayName }}: ваш код {{ otp }}',
    sharedSubject: 'Ваш код для входу: {{ otp }}',
    heading: 'Вхід у {{ projectDisplayName }}',
    paragraph: 'Ваш код для входу:',
    button: 'Увійти',
    text: 'Ваш код для входу в {{ projectDisplayName }}: {{ otp }}\n\nАбо увійдіть, відкривши це посилання:',
  },
  team_invitation: {
    subject: 'Вас запросили до команди {{ teamDisplayName }}',
    sharedSubject: 'Вас запросили до команди',
    heading: 'Приєднуйтеся до {{ teamDisplayName }}',
    paragraph: 'Вас запросили до команди {{ teamDisplayName }} у {{ projectDisplayName }}.',
    button: 'Прийняти запрошення',
    text: 'Вас запросили до команди {{ teamDisplayName }} у {{ projectDisplayName }}. Щоб прийняти запрошення, відкрийте це посилання:',
  },
  sign_in_invitation: {
    subject: 'Вас запросили увійти в {{ projectDisplayName }}',
    sharedSubject: 'Вас запросили увійти',
    heading: 'Вхід у {{ projectDisplayName }}',
    paragraph: 'Вас запросили увійти в {{ projectDisplayName }}.',
    button: 'Увійти',
    text: 'Вас запросили увійти в {{ projectDisplayName }}. Відкрийте це посилання, щоб увійти:',
  },
};
