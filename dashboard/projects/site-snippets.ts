/**
 * What a site pastes to use a project, as README.md "Add sign-in to a page" shows it. The script tag has no `async`:
 * the loader is under 4 KB, and run where it stands it defines `window.Latch` for the page's later scripts and
 * reserves each element's box before the first paint, so nothing shifts when the elements arrive (elements/README.md).
 */
export function scriptTag(origin: string, projectId: string, publishableClientKey: string): string {
  return `<script src="${origin}/latch.js" data-project-id="${projectId}" data-publishable-client-key="${publishableClientKey}"></script>`;
}

/** The page the site serves at `/handler` and every path under it (README.md "The handler pages"). */
export function handlerPage(origin: string, projectId: string, publishableClientKey: string): string {
  return `<!-- served at /handler and /handler/* on your site -->\n${scriptTag(origin, projectId, publishableClientKey)}\n<auth-handler></auth-handler>`;
}

/**
 * README.md as the Latch server serves it (`GET /README.md`, plain text), opened at the heading "Add sign-in to a
 * page" (a text fragment: the browser scrolls to and marks the first place the words appear, which is that heading).
 */
export const README_ADD_SIGN_IN_URL = '/README.md#:~:text=Add%20sign-in%20to%20a%20page';
