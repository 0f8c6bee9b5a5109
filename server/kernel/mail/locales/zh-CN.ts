import type { MailStrings } from '../mail-strings';

/** Chinese (Simplified) (zh-CN): 简体中文. */
export const strings: MailStrings = {
  orOpenLink: '或打开此链接：',
  ignore: '如果你没有请求这封邮件，可以忽略它。',
  email_verification: {
    subject: '验证你在 {{ projectDisplayName }} 的电子邮件',
    sharedSubject: '验证你的电子邮件地址',
    heading: '验证你的电子邮件',
    paragraph: '请为你在 {{ projectDisplayName }} 的账号确认此电子邮件地址。',
    button: '验证我的电子邮件',
    text: '打开此链接，验证你在 {{ projectDisplayName }} 的电子邮件：',
  },
  password_reset: {
    subject: '重置你在 {{ projectDisplayName }} 的密码',
    sharedSubject: '重置你的密码',
    heading: '重置你的密码',
    paragraph: '有人请求重置你在 {{ projectDisplayName }} 的账号密码。',
    button: '设置新密码',
    text: '打开此链接，重置你在 {{ projectDisplayName }} 的密码：',
  },
  magic_link: {
    subject: '登录 {{ projectDisplayName }}：你的验证码是 {{ otp }}',
    sharedSubject: '你的登录验证码是 {{ otp }}',
    heading: '登录 {{ projectDisplayName }}',
    paragraph: '你的登录验证码是：',
    button: '登录',
    text: '你登录 {{ projectDisplayName }} 的验证码是 {{ otp }}\n\n或打开此链接登录：',
  },
  team_invitation: {
    subject: '你已受邀加入 {{ teamDisplayName }}',
    sharedSubject: '你已受邀加入一个团队',
    heading: '加入 {{ teamDisplayName }}',
    paragraph: '你已受邀加入 {{ projectDisplayName }} 上的团队 {{ teamDisplayName }}。',
    button: '接受邀请',
    text: '你已受邀加入 {{ projectDisplayName }} 上的团队 {{ teamDisplayName }}。打开此链接接受邀请：',
  },
  sign_in_invitation: {
    subject: '你已受邀登录 {{ projectDisplayName }}',
    sharedSubject: '你已受邀登录',
    heading: '登录 {{ projectDisplayName }}',
    paragraph: '你已受邀登录 {{ projectDisplayName }}。',
    button: '登录',
    text: '你已受邀登录 {{ projectDisplayName }}。打开此链接登录：',
  },
};
