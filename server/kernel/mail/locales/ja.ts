import type { MailStrings } from '../mail-strings';

/** Japanese (ja): 日本語. */
export const strings: MailStrings = {
  orOpenLink: 'または次のリンクを開いてください:',
  ignore: 'このメールに心当たりがない場合は、無視してください。',
  email_verification: {
    subject: '{{ projectDisplayName }} のメールアドレスを確認してください',
    sharedSubject: 'メールアドレスを確認してください',
    heading: 'メールアドレスの確認',
    paragraph: '{{ projectDisplayName }} のアカウントのメールアドレスとして、このアドレスを確認してください。',
    button: 'メールアドレスを確認する',
    text: '次のリンクを開いて、{{ projectDisplayName }} のメールアドレスを確認してください:',
  },
  password_reset: {
    subject: '{{ projectDisplayName }} のパスワードの再設定',
    sharedSubject: 'パスワードの再設定',
    heading: 'パスワードの再設定',
    paragraph: '{{ projectDisplayName }} のアカウントのパスワード再設定がリクエストされました。',
    button: '新しいパスワードを設定する',
    text: '次のリンクを開いて、{{ projectDisplayName }} のパスワードを再設定してください:',
  },
  magic_link: {
    subject: '{{ projectDisplayName }} にログイン: コードは {{ otp }} です',
    sharedSubject: 'ログインコードは {{ otp }} です',
    heading: '{{ projectDisplayName }} にログイン',
    paragraph: 'ログインコード:',
    button: 'ログイン',
    text: '{{ projectDisplayName }} にログインするためのコードは {{ otp }} です\n\nまたは次のリンクを開いてログインしてください:',
  },
  team_invitation: {
    subject: '{{ teamDisplayName }} への招待が届いています',
    sharedSubject: 'チームへの招待が届いています',
    heading: '{{ teamDisplayName }} に参加',
    paragraph: '{{ projectDisplayName }} のチーム {{ teamDisplayName }} に招待されました。',
    button: '招待を承諾する',
    text: '{{ projectDisplayName }} のチーム {{ teamDisplayName }} に招待されました。次のリンクを開いて承諾してください:',
  },
  sign_in_invitation: {
    subject: '{{ projectDisplayName }} へのログインに招待されました',
    sharedSubject: 'ログインに招待されました',
    heading: '{{ projectDisplayName }} にログイン',
    paragraph: '{{ projectDisplayName }} へのログインに招待されました。',
    button: 'ログイン',
    text: '{{ projectDisplayName }} へのログインに招待されました。次のリンクを開いてログインしてください:',
  },
};
