import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { commonStrings } from '../../../elements/i18n/en/common';
import { signInStrings } from '../../../elements/i18n/en/sign-in';
import { fillPlaceholders } from '../../../elements/i18n/translate';
import { brandStyle, type Branding } from '../../../elements/styles/brand-style';
import { shadowCss } from '../../../elements/styles/shadow-css';
import { adoptSheet } from '../../../elements/styles/stylesheets';

/**
 * The sign-in card as `<auth-sign-in>` draws it with `branding` (docs/branding.md): the elements' own shadow
 * stylesheet and markup, in a shadow root of its own, so the dashboard's styles neither leak in nor out. It updates
 * as the owner types; nothing in it is live (the form does not submit).
 */
export function BrandingPreview({ branding, name, strings }: { branding: Branding; name: string; strings: Readonly<Record<string, string>> }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    adoptSheet(shadow, shadowCss('auth-sign-in'));
    setRoot(shadow);
  }, []);
  const say = (key: keyof typeof signInStrings | keyof typeof commonStrings) =>
    fillPlaceholders(strings[key] ?? (signInStrings as Record<string, string>)[key] ?? (commonStrings as Record<string, string>)[key] ?? key, { project: name });
  const dark = branding.logo_dark_url;
  const card = (
    <div className="root" data-theme={branding.theme ?? 'light'} style={brandStyle(branding)}>
      <section part="card" className="card compact" aria-label="Preview of the sign-in card">
        {branding.logo_url ? <img part="logo" className={dark ? 'logo light' : 'logo'} src={branding.logo_url} alt={name} /> : null}
        {branding.logo_url && dark ? <img part="logo" className="logo dark" src={dark} alt={name} /> : null}
        <h2 part="title">{say('signIn.title')}</h2>
        <p part="subtitle" className="subtitle">
          {say('signIn.noAccount')} <a href="#preview">{say('signIn.signUpLink')}</a>
        </p>
        <div className="field">
          <label htmlFor="preview-email">{say('common.email')}</label>
          <input id="preview-email" part="input" className="input" type="email" readOnly tabIndex={-1} />
        </div>
        <button part="button" className="button" type="button" tabIndex={-1}>
          {say('signIn.submit')}
        </button>
        {branding.show_secured_by === false ? null : (
          <p part="footer" className="muted footer">
            {say('common.securedBy')}
          </p>
        )}
      </section>
    </div>
  );
  return (
    <div ref={host} data-testid="branding-preview">
      {root ? createPortal(card, root) : null}
    </div>
  );
}
