import { ELEMENT_BOXES, type ElementTag } from '../../protocol/elements';
import { themeCss } from './theme-tokens';

/**
 * Styles inside every element's shadow root. Host pages reach in only through `--latch-*` properties and these
 * `::part` names: card, title, subtitle, input, label, button, link, error, menu, menu-item, avatar, section.
 */
const COMMON = `
:host{display:block;box-sizing:border-box}
:host([hidden]){display:none}
*,*::before,*::after{box-sizing:inherit}
.root{font-family:var(--_font);font-size:var(--_font-size);line-height:1.5;color:var(--_fg);text-align:start}
.card{background:var(--_bg);border:1px solid var(--_border);border-radius:calc(var(--_radius) * 1.5);box-shadow:var(--_shadow);
  padding:calc(var(--_space) * 1.75);max-width:var(--_card-width);margin-inline:auto;display:flex;flex-direction:column;gap:var(--_space);min-height:inherit}
.card.wide{max-width:calc(var(--_card-width) * 1.6)}
h2{font-size:1.375em;line-height:1.3;margin:0;font-weight:650;outline:none}
h3{font-size:1.05em;margin:0 0 calc(var(--_space) * .5);font-weight:600}
p{margin:0}
.subtitle,.muted{color:var(--_muted)}
a{color:var(--_primary);font-weight:500;text-underline-offset:2px}
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
`;

const USER_BUTTON = `
:host{display:inline-block;position:relative;vertical-align:middle;height:2.25rem}
.root{display:flex;align-items:center;height:100%}
.trigger{font:inherit;border:0;padding:0;background:none;border-radius:999px;cursor:pointer;display:inline-flex}
.avatar{width:2.25rem;height:2.25rem;border-radius:999px;display:inline-flex;align-items:center;justify-content:center;overflow:hidden;
  background:var(--_primary);color:var(--_on-primary);font-weight:600;font-size:.875rem;user-select:none}
.avatar img{width:100%;height:100%;object-fit:cover}
.skeleton.avatar{background:var(--_hover)}
.menu{position:absolute;inset-inline-end:0;top:calc(100% + .375rem);z-index:1000;min-width:15rem;background:var(--_bg);color:var(--_fg);
  border:1px solid var(--_border);border-radius:var(--_radius);box-shadow:0 10px 25px rgb(0 0 0 / .15);padding:.375rem;display:flex;flex-direction:column}
.menu[hidden]{display:none}
.who{padding:.5rem .625rem;border-bottom:1px solid var(--_border);margin-bottom:.25rem;display:flex;flex-direction:column;min-width:0}
.who .name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.who .email{color:var(--_muted);font-size:.875em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
[role=menuitem]{font:inherit;text-align:start;background:none;border:0;color:inherit;padding:.5rem .625rem;border-radius:calc(var(--_radius) * .75);cursor:pointer}
[role=menuitem]:hover,[role=menuitem]:focus{background:var(--_hover);outline:none}
.sign-in{min-height:2.25rem;padding:.3em .9em}
`;

const ACCOUNT = `
.section{border-top:1px solid var(--_border);padding-top:var(--_space);display:flex;flex-direction:column;gap:calc(var(--_space) * .75)}
.sessions{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.session{display:flex;justify-content:space-between;gap:var(--_space);align-items:center;border:1px solid var(--_border);border-radius:var(--_radius);padding:.5rem .75rem}
.session-placeholder{height:calc(4.5rem + 1.5em)}
.badge{font-size:.8em;border:1px solid var(--_border);border-radius:999px;padding:0 .5em;color:var(--_muted)}
`;

/** The shadow stylesheet text of one element. */
export function shadowCss(tag: ElementTag): string {
  const box = ELEMENT_BOXES[tag];
  const minHeight = `:host{min-height:${box.minHeight}}.root{min-height:${box.minHeight}}`;
  const parts = [themeCss('.root'), COMMON, minHeight];
  if (tag === 'auth-user-button') parts.push(USER_BUTTON);
  if (tag === 'auth-account-settings' || tag === 'auth-handler') parts.push(ACCOUNT);
  return parts.join('\n');
}
