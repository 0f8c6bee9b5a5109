import type { ReactNode } from 'react';
import type { LatchTheme } from '../../protocol/elements';
import { text } from '../attribute-values';
import { useBranding } from '../hooks/use-branding';
import { useLatch } from '../latch-context';
import { brandStyle } from '../styles/brand-style';

const THEMES: readonly string[] = ['light', 'dark', 'auto'];

/**
 * The root inside every shadow root: theme (attribute, else the script tag's data-theme, else the project's
 * branding, else light), the project's branding as `--latch-brand-*` properties, and language.
 */
export function ElementShell({ theme, children }: { theme: string | undefined; children: ReactNode }) {
  const latch = useLatch();
  const { branding } = useBranding();
  const own = text(theme);
  const effective: LatchTheme = own && THEMES.includes(own) ? (own as LatchTheme) : (latch.theme ?? branding?.theme ?? 'light');
  return (
    <div className="root" data-theme={effective} lang={latch.lang} style={brandStyle(branding)}>
      {children}
    </div>
  );
}
