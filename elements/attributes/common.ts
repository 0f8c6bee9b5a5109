/** The attributes every element takes, added by `defineElement` (elements/define-element.tsx) to each element's own. */
export const COMMON_ATTRIBUTES = ['theme', 'lang'] as const;
