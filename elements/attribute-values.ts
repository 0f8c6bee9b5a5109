/**
 * Reading attributes the HTML way. r2wc hands components attribute text but ignores empty and removed
 * attributes, so define-element passes these markers instead; components read through `flag` and `text`.
 */
export const ABSENT = '\u0000absent';
export const EMPTY = '\u0000empty';

/** A boolean attribute: present (even empty) means true, unless its value is "false". */
export function flag(value: string | undefined): boolean {
  return value !== undefined && value !== ABSENT && value !== 'false';
}

/** A text attribute: its value, or undefined when absent or empty. */
export function text(value: string | undefined): string | undefined {
  return value === undefined || value === ABSENT || value === EMPTY || value.trim() === '' ? undefined : value.trim();
}
