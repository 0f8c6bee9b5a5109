/** `<auth-user-button>` has no attributes of its own (only the common ones); documented in elements/api/. */
export const USER_BUTTON_ATTRIBUTES = [] as const;
