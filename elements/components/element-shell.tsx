import type { ReactNode } from 'react';
import type { LatchTheme } from '../../protocol/elements';
import { text } from '../attribute-values';
import { useBranding } from '../hooks/use-branding';
import { isRightToLeft } from '../i18n/resolve-locale';
import { useLatch } from '../latch-context';
import { brandStyle } from '../styles/brand-style';

const THEMES: readonly string[] = ['light', 'dark', 'auto'];

/**
 * The root inside every shadow root: theme (attribute, else the script tag's data-theme, else the project's
 * branding, else light), the project's branding as `--latch-brand-*` properties, language and writing direction
 * (right to left for Arabic, Hebrew and Persian; the styles use logical properties, so they mirror).
 */
export function ElementShell({ theme, children }: { theme: string | undefined; children: ReactNode }) {
  const latch = useLatch();
  const { branding } = useBranding();
  const own = text(theme);
  const effective: LatchTheme = own && THEMES.includes(own) ? (own as LatchTheme) : (latch.theme ?? branding?.theme ?? 'light');
  return (
    <div className="root" data-theme={effective} lang={latch.lang} dir={isRightToLeft(latch.lang) ? 'rtl' : 'ltr'} style={brandStyle(branding)}>
      {children}
    </div>
  );
}
