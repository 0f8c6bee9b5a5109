/**
 * The strings of the handler's error and not-found pages. English; each chunk carries the tables of the screens it renders
 * (a translation override from `Latch.setTranslations` wins over them).
 */
export const errorPageStrings = {
  'error.title': 'Something went wrong',
  'error.notFoundTitle': 'Page not found',
  'error.notFound': 'There is nothing at this address.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof errorPageStrings, string> {}
}
