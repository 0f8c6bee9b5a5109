/**
 * The hint under a write-only secret (an SMTP password, an OAuth client secret), which is never shown back: what
 * saving will do with what is typed now, the saved one, or nothing.
 *
 * @example
 * ```ts
 * secretHint('', true, 'password'); // 'Password set. Leave blank to keep it.'
 * secretHint('hunter2', false, 'password'); // 'New password typed: saved when you save.'
 * ```
 */
export function secretHint(typed: string, saved: boolean, what: 'password' | 'secret'): string {
  const name = what === 'password' ? 'Password' : 'Secret';
  if (typed !== '') return saved ? `New ${what} typed: it replaces the saved one when you save.` : `New ${what} typed: saved when you save.`;
  return saved ? `${name} set. Leave blank to keep it.` : `Not set yet: type the ${what}.`;
}
