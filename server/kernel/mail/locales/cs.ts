import type { MailStrings } from '../mail-strings';

/** Czech (cs): Čeština. */
export const strings: MailStrings = {
  orOpenLink: 'Nebo otevřete tento odkaz:',
  ignore: 'Pokud jste o tento e-mail nežádali, můžete ho ignorovat.',
  email_verification: {
    subject: 'Ověřte svůj e-mail v {{ projectDisplayName }}',
    sharedSubject: 'Ověřte svou e-mailovou adresu',
    heading: 'Ověřte svůj e-mail',
    paragraph: 'Potvrďte prosím tuto e-mailovou adresu pro svůj účet v {{ projectDisplayName }}.',
    button: 'Ověřit můj e-mail',
    text: 'Ověřte svůj e-mail v {{ projectDisplayName }} otevřením tohoto odkazu:',
  },
  password_reset: {
    subject: 'Obnovte své heslo v {{ projectDisplayName }}',
    sharedSubject: 'Obnovte své heslo',
    heading: 'Obnovte své heslo',
    paragraph: 'Někdo požádal o obnovení hesla k vašemu účtu v {{ projectDisplayName }}.',
    button: 'Zvolit nové heslo',
    text: 'Obnovte své heslo v {{ projectDisplayName }} otevřením tohoto odkazu:',
  },
  magic_link: {
    subject: 'Přihlášení do {{ projectDisplayName }}: váš kód je {{ otp }}',
    sharedSubject: 'Váš přihlašovací kód je {{ otp }}',
    heading: 'Přihlášení do {{ projectDisplayName }}',
    paragraph: 'Váš přihlašovací kód je:',
    button: 'Přihlásit se',
    text: 'Váš kód pro přihlášení do {{ projectDisplayName }} je {{ otp }}\n\nNebo se přihlaste otevřením tohoto odkazu:',
  },
  team_invitation: {
    subject: 'Byli jste pozváni do týmu {{ teamDisplayName }}',
    sharedSubject: 'Byli jste pozváni do týmu',
    heading: 'Připojit se k týmu {{ teamDisplayName }}',
    paragraph: 'Byli jste pozváni do týmu {{ teamDisplayName }} v {{ projectDisplayName }}.',
    button: 'Přijmout pozvánku',
    text: 'Byli jste pozváni do týmu {{ teamDisplayName }} v {{ projectDisplayName }}. Pozvánku přijmete otevřením tohoto odkazu:',
  },
  sign_in_invitation: {
    subject: 'Byli jste pozváni k přihlášení do {{ projectDisplayName }}',
    sharedSubject: 'Byli jste pozváni k přihlášení',
    heading: 'Přihlášení do {{ projectDisplayName }}',
    paragraph: 'Byli jste pozváni k přihlášení do {{ projectDisplayName }}.',
    button: 'Přihlásit se',
    text: 'Byli jste pozváni k přihlášení do {{ projectDisplayName }}. Přihlásíte se otevřením tohoto odkazu:',
  },
};
