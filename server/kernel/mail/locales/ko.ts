import type { MailStrings } from '../mail-strings';

/** Korean (ko): 한국어. */
export const strings: MailStrings = {
  orOpenLink: '또는 다음 링크를 여세요:',
  ignore: '이 이메일을 요청하지 않으셨다면 무시하셔도 됩니다.',
  email_verification: {
    subject: '{{ projectDisplayName }}에서 이메일을 인증하세요',
    sharedSubject: '이메일 주소를 인증하세요',
    heading: '이메일 인증',
    paragraph: '{{ projectDisplayName }} 계정의 이메일 주소로 이 주소를 확인해 주세요.',
    button: '내 이메일 인증하기',
    text: '다음 링크를 열어 {{ projectDisplayName }}에서 이메일을 인증하세요:',
  },
  password_reset: {
    subject: '{{ projectDisplayName }}에서 비밀번호를 재설정하세요',
    sharedSubject: '비밀번호를 재설정하세요',
    heading: '비밀번호 재설정',
    paragraph: '누군가 {{ projectDisplayName }} 계정의 비밀번호 재설정을 요청했습니다.',
    button: '새 비밀번호 선택하기',
    text: '다음 링크를 열어 {{ projectDisplayName }}에서 비밀번호를 재설정하세요:',
  },
  magic_link: {
    subject: '{{ projectDisplayName }}에 로그인: 코드는 {{ otp }}입니다',
    sharedSubject: '로그인 코드는 {{ otp }}입니다',
    heading: '{{ projectDisplayName }}에 로그인',
    paragraph: '로그인 코드:',
    button: '로그인',
    text: '{{ projectDisplayName }}에 로그인하기 위한 코드는 {{ otp }}입니다\n\n또는 다음 링크를 열어 로그인하세요:',
  },
  team_invitation: {
    subject: '{{ teamDisplayName }}에 초대되었습니다',
    sharedSubject: '팀에 초대되었습니다',
    heading: '{{ teamDisplayName }}에 참여하기',
    paragraph: '{{ projectDisplayName }}의 {{ teamDisplayName }} 팀에 초대되었습니다.',
    button: '초대 수락하기',
    text: '{{ projectDisplayName }}의 {{ teamDisplayName }} 팀에 초대되었습니다. 다음 링크를 열어 수락하세요:',
  },
  sign_in_invitation: {
    subject: '{{ projectDisplayName }}에 로그인하도록 초대되었습니다',
    sharedSubject: '로그인하도록 초대되었습니다',
    heading: '{{ projectDisplayName }}에 로그인',
    paragraph: '{{ projectDisplayName }}에 로그인하도록 초대되었습니다.',
    button: '로그인',
    text: '{{ projectDisplayName }}에 로그인하도록 초대되었습니다. 다음 링크를 열어 로그인하세요:',
  },
};
