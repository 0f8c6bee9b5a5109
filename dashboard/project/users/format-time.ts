/** A moment as the owner reads it (their locale, date and minutes), or "never" for a missing one. */
export function formatTime(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return 'never';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
