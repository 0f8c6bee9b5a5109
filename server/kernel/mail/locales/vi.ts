import type { MailStrings } from '../mail-strings';

/** Vietnamese (vi): Tiếng Việt. */
export const strings: MailStrings = {
  orOpenLink: 'Hoặc mở liên kết này:',
  ignore: 'Nếu bạn không yêu cầu email này, bạn có thể bỏ qua.',
  email_verification: {
    subject: 'Xác minh email của bạn tại {{ projectDisplayName }}',
    sharedSubject: 'Xác minh địa chỉ email của bạn',
    heading: 'Xác minh email của bạn',
    paragraph: 'Vui lòng xác nhận địa chỉ email này cho tài khoản của bạn tại {{ projectDisplayName }}.',
    button: 'Xác minh email của tôi',
    text: 'Xác minh email của bạn tại {{ projectDisplayName }} bằng cách mở liên kết này:',
  },
  password_reset: {
    subject: 'Đặt lại mật khẩu của bạn tại {{ projectDisplayName }}',
    sharedSubject: 'Đặt lại mật khẩu của bạn',
    heading: 'Đặt lại mật khẩu của bạn',
    paragraph: 'Ai đó đã yêu cầu đặt lại mật khẩu cho tài khoản của bạn tại {{ projectDisplayName }}.',
    button: 'Chọn mật khẩu mới',
    text: 'Đặt lại mật khẩu của bạn tại {{ projectDisplayName }} bằng cách mở liên kết này:',
  },
  magic_link: {
    subject: 'Đăng nhập vào {{ projectDisplayName }}: Mã của bạn là {{ otp }}',
    sharedSubject: 'Mã đăng nhập của bạn là {{ otp }}',
    heading: 'Đăng nhập vào {{ projectDisplayName }}',
    paragraph: 'Mã đăng nhập của bạn là:',
    button: 'Đăng nhập',
    text: 'Mã để đăng nhập vào {{ projectDisplayName }} của bạn là {{ otp }}\n\nHoặc đăng nhập bằng cách mở liên kết này:',
  },
  team_invitation: {
    subject: 'Bạn đã được mời tham gia {{ teamDisplayName }}',
    sharedSubject: 'Bạn đã được mời tham gia một nhóm',
    heading: 'Tham gia {{ teamDisplayName }}',
    paragraph: 'Bạn đã được mời tham gia nhóm {{ teamDisplayName }} tại {{ projectDisplayName }}.',
    button: 'Chấp nhận lời mời',
    text: 'Bạn đã được mời tham gia nhóm {{ teamDisplayName }} tại {{ projectDisplayName }}. Chấp nhận bằng cách mở liên kết này:',
  },
  sign_in_invitation: {
    subject: 'Bạn đã được mời đăng nhập vào {{ projectDisplayName }}',
    sharedSubject: 'Bạn đã được mời đăng nhập',
    heading: 'Đăng nhập vào {{ projectDisplayName }}',
    paragraph: 'Bạn đã được mời đăng nhập vào {{ projectDisplayName }}.',
    button: 'Đăng nhập',
    text: 'Bạn đã được mời đăng nhập vào {{ projectDisplayName }}. Mở liên kết này để đăng nhập:',
  },
};
