import { useCallback, useEffect, useState } from 'react';

/**
 * Moves focus after the next render has been committed: an error message or `aria-invalid` set in the same
 * update is then already in the DOM (a hidden, still-empty alert cannot take focus; a field focused before its
 * error is described would be announced without it).
 */
export function useFocusRequest(): (target: () => HTMLElement | null | undefined) => void {
  const [request, setRequest] = useState<{ target: () => HTMLElement | null | undefined } | null>(null);
  useEffect(() => {
    request?.target()?.focus();
  }, [request]);
  return useCallback((target) => setRequest({ target }), []);
}
