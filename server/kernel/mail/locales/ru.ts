import type { MailStrings } from '../mail-strings';

/** Russian (ru): Русский. */
export const strings: MailStrings = {
  orOpenLink: 'Или откройте эту ссылку:',
  ignore: 'Если вы не запрашивали это письмо, просто проигнорируйте его.',
  email_verification: {
    subject: 'Подтвердите адрес электронной почты в {{ projectDisplayName }}',
    sharedSubject: 'Подтвердите адрес электронной почты',
    heading: 'Подтвердите адрес электронной почты',
    paragraph: 'Подтвердите этот адрес электронной почты для вашего аккаунта в {{ projectDisplayName }}.',
    button: 'Подтвердить адрес',
    text: 'Подтвердите адрес электронной почты в {{ projectDisplayName }}, открыв эту ссылку:',
  },
  password_reset: {
    subject: 'Сброс пароля в {{ projectDisplayName }}',
    sharedSubject: 'Сброс пароля',
    heading: 'Сброс пароля',
    paragraph: 'Кто-то запросил сброс пароля вашего аккаунта в {{ projectDisplayName }}.',
    button: 'Выбрать новый пароль',
    text: 'Сбросьте пароль в {{ projectDisplayName }}, открыв эту ссылку:',
  },
  magic_link: {
    subject: 'Вход в {{ projectDisplayName }}: ваш код {{ otp }}',
    sharedSubject: 'Ваш код для входа: {{ otp }}',
    heading: 'Вход в {{ projectDisplayName }}',
    paragraph: 'Ваш код для входа:',
    button: 'Войти',
    text: 'Ваш код для входа в {{ projectDisplayName }}: {{ otp }}\n\nИли войдите, открыв эту ссылку:',
  },
  team_invitation: {
    subject: 'Вас пригласили в команду {{ teamDisplayName }}',
    sharedSubject: 'Вас пригласили в команду',
    heading: 'Присоединяйтесь к {{ teamDisplayName }}',
    paragraph: 'Вас пригласили в команду {{ teamDisplayName }} в {{ projectDisplayName }}.',
    button: 'Принять приглашение',
    text: 'Вас пригласили в команду {{ teamDisplayName }} в {{ projectDisplayName }}. Чтобы принять приглашение, откройте эту ссылку:',
  },
  sign_in_invitation: {
    subject: 'Вас пригласили войти в {{ projectDisplayName }}',
    sharedSubject: 'Вас пригласили войти',
    heading: 'Вход в {{ projectDisplayName }}',
    paragraph: 'Вас пригласили войти в {{ projectDisplayName }}.',
    button: 'Войти',
    text: 'Вас пригласили войти в {{ projectDisplayName }}. Откройте эту ссылку, чтобы войти:',
  },
};
