/**
 * `<auth-user-button>`'s own styles: the avatar trigger and its menu. They travel with its chunk. The menu stays inside
 * the viewport: at most 20rem wide (a long name ends in an ellipsis, the menu's label has it whole; a long address wraps), opening towards the side of the
 * page with more room (`.start` when the button is in the half where lines start, the left unless right to left; 20rem fits either way from 40rem up), and on a
 * narrower screen spanning it below the button (fixed, at its static position; `.menu.menu` outranks `.start`).
 */
export const userButtonCss = `
:host{display:inline-block;position:relative;vertical-align:middle;height:2.25rem}
.root{display:flex;align-items:center;height:100%}
.trigger{font:inherit;border:0;padding:0;background:none;border-radius:999px;cursor:pointer;display:inline-flex}
.avatar{width:2.25rem;height:2.25rem;border-radius:999px;display:inline-flex;align-items:center;justify-content:center;overflow:hidden;
  background:var(--_primary);color:var(--_on-primary);font-weight:600;font-size:.875rem;user-select:none}
.avatar img{width:100%;height:100%;object-fit:cover}
.skeleton.avatar{background:var(--_hover)}
.menu{position:absolute;inset-inline-end:0;top:calc(100% + .375rem);z-index:1000;width:max-content;min-width:15rem;max-width:20rem;background:var(--_bg);color:var(--_fg);
  border:1px solid var(--_border);border-radius:var(--_radius);box-shadow:0 10px 25px rgb(0 0 0 / .15);padding:.375rem;display:flex;flex-direction:column}
.menu.start{inset-inline-end:auto;inset-inline-start:0}
.menu[hidden]{display:none}
@media (max-width:40rem){.menu.menu{position:fixed;top:auto;inset-inline:.5rem;width:auto;min-width:0;max-width:none;align-self:flex-start;margin-top:2.625rem}}
.who{padding:.5rem .625rem;border-bottom:1px solid var(--_border);margin-bottom:.25rem;display:flex;flex-direction:column;min-width:0}
.who .name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.who .email{color:var(--_muted);font-size:.875em;overflow-wrap:anywhere}
[role=menuitem]{font:inherit;text-align:start;background:none;border:0;color:inherit;padding:.5rem .625rem;border-radius:calc(var(--_radius) * .75);cursor:pointer}
[role=menuitem]:hover,[role=menuitem]:focus{background:var(--_hover)}[role=menuitem]:focus-visible{outline-offset:-2px}
.sign-in{min-height:2.25rem;padding:.3em .9em}
`;
