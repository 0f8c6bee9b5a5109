import { ELEMENT_TAGS } from '../../protocol/elements';

/** Marks the light-DOM container an element renders its password form into (see `use-light-dom.ts`). */
export const LIGHT_ATTRIBUTE = 'data-latch-light';

/**
 * Styles for the password form, which lives in the element's light DOM so password managers can fill it. One
 * document-level sheet, scoped to our tags and the container's data attribute, driven by the same custom
 * properties (the container is slotted, so it inherits them from the card). Host pages may style these inputs
 * directly too: `auth-sign-in [part~="input"]`. "Show password" sits in its field's label row (a grid: label and
 * button, then the input), a target of at least 24×24 px (WCAG 2.2, 2.5.8); a long label and button share the row and
 * wrap rather than overflow (the pseudo-locale checks it, e2e/languages.spec.ts).
 */
export function lightCss(): string {
  const scope = `:is(${ELEMENT_TAGS.join(',')})>[${LIGHT_ATTRIBUTE}]`;
  return `
${scope}{display:block;font:inherit;color:inherit}
${scope} form{display:flex;flex-direction:column;gap:var(--_space,1rem);margin:0}
${scope} .latch-field{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,max-content);gap:.35em}
${scope} .latch-field>:not(label){grid-column:1/-1}
${scope} label{font-weight:500;color:inherit;font:inherit;font-weight:500}
${scope} input{font:inherit;color:var(--_fg);background:var(--_input-bg);border:1px solid var(--_border);border-radius:var(--_radius);
  padding:.5em .75em;width:100%;min-height:2.5rem;box-sizing:border-box;margin:0}
${scope} input[aria-invalid=true]{border-color:var(--_error)}
${scope} input:focus-visible,${scope} button:focus-visible{outline:2px solid var(--_focus);outline-offset:2px}
${scope} .latch-field-error{color:var(--_error);font-size:.875em}
${scope} .latch-hint{color:var(--_muted);font-size:.875em}
${scope} button{font:inherit;font-weight:600;border-radius:var(--_radius);border:1px solid transparent;padding:.55em 1em;cursor:pointer;
  background:var(--_primary);color:var(--_on-primary);min-height:2.5rem;width:100%;margin:0}
${scope} button[aria-disabled=true]{opacity:.6;cursor:progress}
${scope} .latch-field>.latch-reveal{grid-area:1/2;width:auto;min-height:24px;padding-block:0;padding-inline:.25em 0;background:none;color:var(--_primary);font-weight:500;font-size:.875em}
`;
}
