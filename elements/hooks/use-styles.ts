import { useLayoutEffect } from 'react';
import { useLatch } from '../latch-context';

/** Adopts a component's own stylesheet where it renders before the first paint, so its styles travel with its chunk. */
export function useStyles(css: string): void {
  const { adoptStyles } = useLatch();
  useLayoutEffect(() => adoptStyles(css), [adoptStyles, css]);
}
