/** `<auth-account-settings>` has no attributes of its own (only the common ones); documented in elements/api/. */
export const ACCOUNT_SETTINGS_ATTRIBUTES = [] as const;
