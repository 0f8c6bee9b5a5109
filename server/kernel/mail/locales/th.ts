import type { MailStrings } from '../mail-strings';

/** Thai (th): ไทย. */
export const strings: MailStrings = {
  orOpenLink: 'หรือเปิดลิงก์นี้:',
  ignore: 'หากคุณไม่ได้ขออีเมลนี้ คุณสามารถเพิกเฉยได้',
  email_verification: {
    subject: 'ยืนยันอีเมลของคุณที่ {{ projectDisplayName }}',
    sharedSubject: 'ยืนยันที่อยู่อีเมลของคุณ',
    heading: 'ยืนยันอีเมลของคุณ',
    paragraph: 'โปรดยืนยันที่อยู่อีเมลนี้สำหรับบัญชีของคุณที่ {{ projectDisplayName }}',
    button: 'ยืนยันอีเมลของฉัน',
    text: 'ยืนยันอีเมลของคุณที่ {{ projectDisplayName }} โดยเปิดลิงก์นี้:',
  },
  password_reset: {
    subject: 'รีเซ็ตรหัสผ่านของคุณที่ {{ projectDisplayName }}',
    sharedSubject: 'รีเซ็ตรหัสผ่านของคุณ',
    heading: 'รีเซ็ตรหัสผ่านของคุณ',
    paragraph: 'มีผู้ขอรีเซ็ตรหัสผ่านของบัญชีของคุณที่ {{ projectDisplayName }}',
    button: 'เลือกรหัสผ่านใหม่',
    text: 'รีเซ็ตรหัสผ่านของคุณที่ {{ projectDisplayName }} โดยเปิดลิงก์นี้:',
  },
  magic_link: {
    subject: 'ลงชื่อเข้าใช้ {{ projectDisplayName }}: รหัสของคุณคือ {{ otp }}',
    sharedSubject: 'รหัสลงชื่อเข้าใช้ของคุณคือ {{ otp }}',
    heading: 'ลงชื่อเข้าใช้ {{ projectDisplayName }}',
    paragraph: 'รหัสลงชื่อเข้าใช้ของคุณคือ:',
    button: 'ลงชื่อเข้าใช้',
    text: 'รหัสสำหรับลงชื่อเข้าใช้ {{ projectDisplayName }} ของคุณคือ {{ otp }}\n\nหรือลงชื่อเข้าใช้โดยเปิดลิงก์นี้:',
  },
  team_invitation: {
    subject: 'คุณได้รับเชิญให้เข้าร่วม {{ teamDisplayName }}',
    sharedSubject: 'คุณได้รับเชิญให้เข้าร่วมทีม',
    heading: 'เข้าร่วม {{ teamDisplayName }}',
    paragraph: 'คุณได้รับเชิญให้เข้าร่วมทีม {{ teamDisplayName }} ที่ {{ projectDisplayName }}',
    button: 'ยอมรับคำเชิญ',
    text: 'คุณได้รับเชิญให้เข้าร่วมทีม {{ teamDisplayName }} ที่ {{ projectDisplayName }} ยอมรับโดยเปิดลิงก์นี้:',
  },
  sign_in_invitation: {
    subject: 'คุณได้รับเชิญให้ลงชื่อเข้าใช้ {{ projectDisplayName }}',
    sharedSubject: 'คุณได้รับเชิญให้ลงชื่อเข้าใช้',
    heading: 'ลงชื่อเข้าใช้ {{ projectDisplayName }}',
    paragraph: 'คุณได้รับเชิญให้ลงชื่อเข้าใช้ {{ projectDisplayName }}',
    button: 'ลงชื่อเข้าใช้',
    text: 'คุณได้รับเชิญให้ลงชื่อเข้าใช้ {{ projectDisplayName }} เปิดลิงก์นี้เพื่อลงชื่อเข้าใช้:',
  },
};
