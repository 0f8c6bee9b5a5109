import type { TemplateSource } from './default-templates';

export type RenderedMail = { subject: string; html: string; text: string };

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The names of the `{{ variables }}` a template text uses. */
export function variablesUsed(source: string): string[] {
  return [...source.matchAll(VARIABLE)].map((match) => match[1] ?? '');
}

/**
 * Fills a template's `{{ variables }}`. In the HTML part every value is HTML-escaped: display names are user-supplied
 * and must never become markup (docs/security.md "Inputs": text a user typed is never rendered as HTML). The subject
 * is one header line, so line breaks in a value become spaces there. Unknown or null variables render as nothing.
 */
export function renderTemplate(source: TemplateSource, variables: Record<string, string | null | undefined>): RenderedMail {
  const fill = (template: string, encode: (value: string) => string) =>
    template.replace(VARIABLE, (_match, name: string) => encode(Object.hasOwn(variables, name) ? (variables[name] ?? '') : ''));
  return {
    subject: fill(source.subject, (value) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ')),
    html: fill(source.html, escapeHtml),
    text: fill(source.text, (value) => value),
  };
}

/** Escapes the five characters that matter in HTML text and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
