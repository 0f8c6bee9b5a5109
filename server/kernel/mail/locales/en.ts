import type { MailStrings } from '../mail-strings';

/** English (en): English. */
export const strings: MailStrings = {
  orOpenLink: 'Or open this link:',
  ignore: 'If you did not ask for this e-mail, you can ignore it.',
  email_verification: {
    subject: 'Verify your email at {{ projectDisplayName }}',
    sharedSubject: 'Verify your e-mail address',
    heading: 'Verify your e-mail',
    paragraph: 'Please confirm this e-mail address for your account at {{ projectDisplayName }}.',
    button: 'Verify my e-mail',
    text: 'Verify your e-mail at {{ projectDisplayName }} by opening this link:',
  },
  password_reset: {
    subject: 'Reset your password at {{ projectDisplayName }}',
    sharedSubject: 'Reset your password',
    heading: 'Reset your password',
    paragraph: 'Someone asked to reset the password of your account at {{ projectDisplayName }}.',
    button: 'Choose a new password',
    text: 'Reset your password at {{ projectDisplayName }} by opening this link:',
  },
  magic_link: {
    subject: 'Sign in to {{ projectDisplayName }}: Your code is {{ otp }}',
    sharedSubject: 'Your sign-in code is {{ otp }}',
    heading: 'Sign in to {{ projectDisplayName }}',
    paragraph: 'Your sign-in code is:',
    button: 'Sign in',
    text: 'Your code to sign in to {{ projectDisplayName }} is {{ otp }}\n\nOr sign in by opening this link:',
  },
  team_invitation: {
    subject: 'You have been invited to join {{ teamDisplayName }}',
    sharedSubject: 'You have been invited to join a team',
    heading: 'Join {{ teamDisplayName }}',
    paragraph: 'You have been invited to join the team {{ teamDisplayName }} at {{ projectDisplayName }}.',
    button: 'Accept the invitation',
    text: 'You have been invited to join the team {{ teamDisplayName }} at {{ projectDisplayName }}. Accept by opening this link:',
  },
  sign_in_invitation: {
    subject: 'You have been invited to sign in to {{ projectDisplayName }}',
    sharedSubject: 'You have been invited to sign in',
    heading: 'Sign in to {{ projectDisplayName }}',
    paragraph: 'You have been invited to sign in to {{ projectDisplayName }}.',
    button: 'Sign in',
    text: 'You have been invited to sign in to {{ projectDisplayName }}. Open this link to sign in:',
  },
};
