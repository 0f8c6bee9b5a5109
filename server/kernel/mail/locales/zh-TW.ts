import type { MailStrings } from '../mail-strings';

/** Chinese (Traditional) (zh-TW): 繁體中文. */
export const strings: MailStrings = {
  orOpenLink: '或開啟此連結：',
  ignore: '如果你沒有要求這封郵件，可以忽略它。',
  email_verification: {
    subject: '驗證你在 {{ projectDisplayName }} 的電子郵件',
    sharedSubject: '驗證你的電子郵件地址',
    heading: '驗證你的電子郵件',
    paragraph: '請為你在 {{ projectDisplayName }} 的帳號確認此電子郵件地址。',
    button: '驗證我的電子郵件',
    text: '開啟此連結，驗證你在 {{ projectDisplayName }} 的電子郵件：',
  },
  password_reset: {
    subject: '重設你在 {{ projectDisplayName }} 的密碼',
    sharedSubject: '重設你的密碼',
    heading: '重設你的密碼',
    paragraph: '有人要求重設你在 {{ projectDisplayName }} 的帳號密碼。',
    button: '設定新密碼',
    text: '開啟此連結，重設你在 {{ projectDisplayName }} 的密碼：',
  },
  magic_link: {
    subject: '登入 {{ projectDisplayName }}：你的驗證碼是 {{ otp }}',
    sharedSubject: '你的登入驗證碼是 {{ otp }}',
    heading: '登入 {{ projectDisplayName }}',
    paragraph: '你的登入驗證碼是：',
    button: '登入',
    text: '你登入 {{ projectDisplayName }} 的驗證碼是 {{ otp }}\n\n或開啟此連結登入：',
  },
  team_invitation: {
    subject: '你已受邀加入 {{ teamDisplayName }}',
    sharedSubject: '你已受邀加入一個團隊',
    heading: '加入 {{ teamDisplayName }}',
    paragraph: '你已受邀加入 {{ projectDisplayName }} 上的團隊 {{ teamDisplayName }}。',
    button: '接受邀請',
    text: '你已受邀加入 {{ projectDisplayName }} 上的團隊 {{ teamDisplayName }}。開啟此連結接受邀請：',
  },
  sign_in_invitation: {
    subject: '你已受邀登入 {{ projectDisplayName }}',
    sharedSubject: '你已受邀登入',
    heading: '登入 {{ projectDisplayName }}',
    paragraph: '你已受邀登入 {{ projectDisplayName }}。',
    button: '登入',
    text: '你已受邀登入 {{ projectDisplayName }}。開啟此連結登入：',
  },
};
