import { ELEMENT_BOXES, type ElementTag } from '../../protocol/elements';
import { themeCss } from './theme-tokens';

/**
 * Styles inside every element's shadow root. Every control is at least 24×24 CSS px (WCAG 2.2, 2.5.8 "Target Size
 * (Minimum)"), links and link-styled buttons included. Host pages reach in only through `--latch-*` properties and these
 * `::part` names: card, title, subtitle, input, label, button, link, error, notice, menu, menu-item, avatar, section, logo, footer.
 * Only logical properties (margin-inline, inset-inline-start, text-align:start …), so a right-to-left element (`dir` on
 * `.root`, docs/i18n.md) mirrors; an arrow that points a way has `.flip-rtl`.
 */
const COMMON = `
:host{display:block;box-sizing:border-box}
:host([hidden]){display:none}
*,*::before,*::after{box-sizing:inherit}
.root{font-family:var(--_font);font-size:var(--_font-size);line-height:1.5;color:var(--_fg);text-align:start}
[dir=rtl] .flip-rtl{display:inline-block;transform:scaleX(-1)}
.card{background:var(--_bg);border:1px solid var(--_border);border-radius:calc(var(--_radius) * 1.5);box-shadow:var(--_shadow);
  padding:calc(var(--_space) * 1.75);max-width:var(--_card-width);margin-inline:auto;display:flex;flex-direction:column;gap:var(--_space);min-height:inherit;overflow-wrap:anywhere}
.card.wide{max-width:calc(var(--_card-width) * 1.6)}
.card.compact{min-height:0}
h1,h2{font-size:1.375em;line-height:1.3;margin:0;font-weight:650;outline:none}
h3{font-size:1.05em;margin:0 0 calc(var(--_space) * .5);font-weight:600}
p{margin:0}
.subtitle,.muted{color:var(--_muted)}
a{color:var(--_primary);font-weight:500;text-underline-offset:2px}
a,.link-button{display:inline-block;min-height:24px;min-width:24px}
a:focus-visible,button:focus-visible,input:focus-visible,[role=menuitem]:focus-visible{outline:2px solid var(--_focus);outline-offset:2px}
.alert{border-radius:var(--_radius);color:var(--_error);background:var(--_error-bg);padding:calc(var(--_space) * .5) calc(var(--_space) * .75);outline:none}
.alert:empty{display:none}
.ok{color:var(--_muted)}
.button{font:inherit;font-weight:600;border-radius:var(--_radius);border:1px solid transparent;padding:.55em 1em;cursor:pointer;
  background:var(--_primary);color:var(--_on-primary);min-height:2.5rem}
.button.secondary{background:transparent;color:var(--_fg);border-color:var(--_border)}
.button.secondary:hover{background:var(--_hover)}
.button[disabled]{opacity:.6;cursor:progress}
.input{font:inherit;color:var(--_fg);background:var(--_input-bg);border:1px solid var(--_border);border-radius:var(--_radius);padding:.5em .75em;width:100%;min-height:2.5rem}
.field{display:flex;flex-direction:column;gap:.35em}
.field label{font-weight:500}
.row{display:flex;gap:calc(var(--_space) * .5);align-items:center;flex-wrap:wrap}
.row .input{flex:1 1 12rem;width:auto}
.skeleton{border-radius:var(--_radius);background:var(--_hover);animation:pulse 1.4s ease-in-out infinite}
.skeleton.line{height:1.2em;width:60%}
.skeleton.block{height:2.5rem}
@keyframes pulse{50%{opacity:.5}}
@media (prefers-reduced-motion: reduce){.skeleton{animation:none}}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
slot[name=latch-credentials]{display:block}
.logo{max-height:3rem;max-width:100%;align-self:center;object-fit:contain}
.logo.dark,[data-theme=dark] .logo.light{display:none}[data-theme=dark] .logo.dark{display:block}
@media (prefers-color-scheme: dark){[data-theme=auto] .logo.light{display:none}[data-theme=auto] .logo.dark{display:block}}
.footer{font-size:.8125em;text-align:center}
`;

/**
 * The shadow stylesheet text every element starts with: theme, common rules, and the box the loader reserved.
 * What only one element or screen needs (user-button-css.ts, account-css.ts) is adopted by it when it renders.
 */
export function shadowCss(tag: ElementTag): string {
  const box = ELEMENT_BOXES[tag];
  const minHeight = `:host{min-height:${box.minHeight}}.root{min-height:${box.minHeight}}`;
  return [themeCss('.root'), COMMON, minHeight].join('\n');
}
