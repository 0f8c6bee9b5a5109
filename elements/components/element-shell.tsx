import type { ReactNode } from 'react';
import type { LatchTheme } from '../../protocol/elements';
import { text } from '../attribute-values';
import { useElement } from '../element-context';

const THEMES: readonly string[] = ['light', 'dark', 'auto'];

/** The root inside every shadow root: theme (attribute, else the script tag's data-theme, else light) and language. */
export function ElementShell({ theme, children }: { theme: string | undefined; children: ReactNode }) {
  const { runtime } = useElement();
  const own = text(theme);
  const effective: LatchTheme = own && THEMES.includes(own) ? (own as LatchTheme) : (runtime.config.theme ?? 'light');
  return (
    <div className="root" data-theme={effective} lang={runtime.config.lang ?? 'en'}>
      {children}
    </div>
  );
}
