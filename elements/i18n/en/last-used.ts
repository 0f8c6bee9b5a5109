/** The "Last used" mark of the sign-in method that last worked on this device (its own tiny table: it travels in lazy chunks). */
export const lastUsedStrings = {
  'lastUsed.label': 'Last used',
} as const;
