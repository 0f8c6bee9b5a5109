/** The notice a busy form shows while the sign-in service does not answer (its own chunk, with the notice). */
export const serverWaitStrings = {
  'serverWait.notAnswering': 'The sign-in service is not answering. Still trying…',
  'serverWait.stop': 'Stop',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof serverWaitStrings, string> {}
}
