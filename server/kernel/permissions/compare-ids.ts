/** Orders ids by code unit, the same on every machine and database (no locale), for lists sorted by id. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
