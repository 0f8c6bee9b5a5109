import { createContext } from 'react';

/**
 * Inside `<auth-handler>`, links between its own screens change the screen in place (history.pushState) instead
 * of reloading the page; elsewhere links are plain links.
 */
export const HandlerNavigation = createContext<((href: string) => boolean) | null>(null);
