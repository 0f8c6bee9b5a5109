import type { Branding } from '../../../elements/styles/brand-style';

/** The Branding form as the owner types it: every field a text, empty meaning "the elements' default". */
export type BrandingForm = {
  logoUrl: string;
  logoDarkUrl: string;
  name: string;
  primaryColor: string;
  primaryTextColor: string;
  backgroundColor: string;
  textColor: string;
  radius: string;
  fontFamily: string;
  theme: '' | 'light' | 'dark' | 'auto';
  socialButtons: 'above' | 'below';
  showSecuredBy: boolean;
};

/** The elements' own colours (elements/styles/theme-tokens.ts), light and dark, where the branding sets none. */
const DEFAULTS = {
  light: { primary: '#4338ca', onPrimary: '#ffffff', background: '#ffffff', text: '#111827' },
  dark: { primary: '#a5b4fc', onPrimary: '#111827', background: '#111827', text: '#f3f4f6' },
};

/** The form of a saved branding. */
export function brandingForm(branding: Branding | undefined): BrandingForm {
  const b = branding ?? {};
  return {
    logoUrl: b.logo_url ?? '',
    logoDarkUrl: b.logo_dark_url ?? '',
    name: b.name ?? '',
    primaryColor: b.primary_color ?? '',
    primaryTextColor: b.primary_text_color ?? '',
    backgroundColor: b.background_color ?? '',
    textColor: b.text_color ?? '',
    radius: b.radius_px === undefined ? '' : String(b.radius_px),
    fontFamily: b.font_family ?? '',
    theme: b.theme ?? '',
    socialButtons: b.social_buttons ?? 'above',
    showSecuredBy: b.show_secured_by ?? true,
  };
}

/** The branding the form describes: what is empty is left out (the elements' default), defaults are not stored. */
export function brandingOf(form: BrandingForm): Branding {
  const text = (value: string) => value.trim() || undefined;
  const radius = form.radius.trim() === '' ? undefined : Number(form.radius);
  const branding: Branding = {
    logo_url: text(form.logoUrl),
    logo_dark_url: text(form.logoDarkUrl),
    name: text(form.name),
    primary_color: text(form.primaryColor),
    primary_text_color: text(form.primaryTextColor),
    background_color: text(form.backgroundColor),
    text_color: text(form.textColor),
    radius_px: radius,
    font_family: text(form.fontFamily),
    theme: form.theme || undefined,
    social_buttons: form.socialButtons === 'below' ? 'below' : undefined,
    show_secured_by: form.showSecuredBy ? undefined : false,
  };
  return Object.fromEntries(Object.entries(branding).filter(([, value]) => value !== undefined)) as Branding;
}

/** The colour pairs the card shows one on the other, with the elements' defaults where the form sets none. */
export function colourPairs(form: BrandingForm) {
  const base = DEFAULTS[form.theme === 'dark' ? 'dark' : 'light'];
  const pick = (value: string, fallback: string) => value.trim() || fallback;
  return [
    { name: 'Text on the background', foreground: pick(form.textColor, base.text), background: pick(form.backgroundColor, base.background) },
    { name: 'Button text on the primary colour', foreground: pick(form.primaryTextColor, base.onPrimary), background: pick(form.primaryColor, base.primary) },
  ];
}
