import { atom, type ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';
import { readLastUsed, rememberHeldPasswordSignIn, type LastUsed } from '../flows/last-used';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { lastUsedStrings } from '../i18n/en/last-used';
import { useLatch } from '../latch-context';

const CSS = '.last-used{align-self:flex-start;font-size:.75em;font-weight:500;border:1px solid var(--_border);border-radius:999px;padding:0 .5em;color:var(--_muted)}';
const NOTHING_HELD = atom<readonly string[]>([]);

/**
 * For the panels of a card offering several methods: the method last used on this device (read once), and from
 * now on a password sign-in on this card remembered (see rememberHeldPasswordSignIn).
 */
export function useLastUsed($held: ReadableAtom<readonly string[]> | undefined): LastUsed | null {
  const { app } = useLatch();
  const [lastUsed] = useState(readLastUsed);
  const held = $held ?? NOTHING_HELD;
  useEffect(() => rememberHeldPasswordSignIn(held, app.$user), [held, app]);
  return lastUsed;
}

/**
 * "Last used" as a small badge. `id` lets a button point at it (`aria-describedby`) when it sits inside the button,
 * hidden from the button's name; standing alone it is read where it is, just before the form it marks.
 */
export function LastUsedBadge({ id, inside = false }: { id?: string; inside?: boolean }) {
  useStyles(CSS);
  const t = useTranslate(lastUsedStrings);
  return (
    <span className="last-used" id={id} aria-hidden={inside || undefined}>
      {t('lastUsed.label')}
    </span>
  );
}
