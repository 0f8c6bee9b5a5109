import type { ReactNode } from 'react';
import type { LatchTheme } from '../../protocol/elements';
import { text } from '../attribute-values';
import { useLatch } from '../latch-context';

const THEMES: readonly string[] = ['light', 'dark', 'auto'];

/** The root inside every shadow root: theme (attribute, else the script tag's data-theme, else light) and language. */
export function ElementShell({ theme, children }: { theme: string | undefined; children: ReactNode }) {
  const latch = useLatch();
  const own = text(theme);
  const effective: LatchTheme = own && THEMES.includes(own) ? (own as LatchTheme) : latch.theme;
  return (
    <div className="root" data-theme={effective} lang={latch.lang}>
      {children}
    </div>
  );
}
