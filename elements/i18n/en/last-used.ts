/** The "Last used" mark of the sign-in method that last worked on this device (its own tiny table: it travels in lazy chunks). */
export const lastUsedStrings = {
  'lastUsed.label': 'Last used',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof lastUsedStrings, string> {}
}
