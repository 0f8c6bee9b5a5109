import { describe, expect, it } from 'vitest';
import { projectOverrides } from './project-overrides';

describe("a project's text overrides (docs/branding.md)", () => {
  const overrides = { en: { 'signIn.title': 'Welcome', 'signIn.submit': 'Go' }, pt: { 'signIn.title': 'Bem-vindo' }, 'pt-BR': { 'signIn.submit': 'Entrar' } };

  it('layers the language, then the exact locale, and keeps English words off other languages’ pages', () => {
    expect(projectOverrides(overrides, 'en')).toEqual({ 'signIn.title': 'Welcome', 'signIn.submit': 'Go' });
    expect(projectOverrides(overrides, 'pt-BR')).toEqual({ 'signIn.title': 'Bem-vindo', 'signIn.submit': 'Entrar' });
    expect(projectOverrides(overrides, 'de')).toEqual({});
  });

  it('is empty for a project without any (or a server that sends none)', () => {
    expect(projectOverrides(undefined, 'en')).toEqual({});
    expect(projectOverrides({}, 'fr')).toEqual({});
  });
});
