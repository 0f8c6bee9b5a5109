/**
 * The users list's state in the address: `q` (the search) and `pages` (the cursors of the pages passed, the current
 * page's last), so "Previous page" is the trail without its last cursor.
 */
export function readUsersQuery(search: string): { query: string; trail: string[] } {
  const params = new URLSearchParams(search);
  return { query: params.get('q') ?? '', trail: (params.get('pages') ?? '').split(',').filter((cursor) => cursor !== '') };
}

/** The address of a page of the users list (relative to the project). */
export function pageLink(query: string, trail: string[]): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (trail.length > 0) params.set('pages', trail.join(','));
  const text = params.toString();
  return text ? `/users?${text}` : '/users';
}
