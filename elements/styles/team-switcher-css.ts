/**
 * `<auth-team-switcher>`'s own styles: a button naming the current team and its menu of teams, with the small form
 * that creates one. They travel with its chunk; the menu stays within 20rem and inside the viewport like the user
 * button's.
 */
export const teamSwitcherCss = `
:host{display:inline-block;position:relative;vertical-align:middle;min-height:2.5rem}
.root{display:flex;align-items:center;height:100%}
.trigger{font:inherit;font-weight:500;display:inline-flex;align-items:center;gap:.5em;min-height:2.5rem;max-width:16rem;padding:.3em .75em;
  border:1px solid var(--_border);border-radius:var(--_radius);background:var(--_bg);color:var(--_fg);cursor:pointer}
.trigger:hover{background:var(--_hover)}
.trigger .label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.trigger .chevron{color:var(--_muted);font-size:.75em}
.team-avatar{width:1.5rem;height:1.5rem;border-radius:calc(var(--_radius) * .6);display:inline-flex;align-items:center;justify-content:center;overflow:hidden;
  background:var(--_primary);color:var(--_on-primary);font-weight:600;font-size:.75rem;flex:none}
.team-avatar img{width:100%;height:100%;object-fit:cover}
.skeleton.trigger-skeleton{width:9rem;height:2.5rem}
.menu{position:absolute;inset-inline-start:0;top:calc(100% + .375rem);z-index:1000;width:max-content;min-width:14rem;max-width:20rem;background:var(--_bg);color:var(--_fg);
  border:1px solid var(--_border);border-radius:var(--_radius);box-shadow:0 10px 25px rgb(0 0 0 / .15);padding:.375rem;display:flex;flex-direction:column;gap:.125rem}
.menu[hidden]{display:none}
@media (max-width:40rem){.menu{position:fixed;top:auto;inset-inline:.5rem;width:auto;min-width:0;max-width:none;margin-top:2.875rem}}
.menu .heading{color:var(--_muted);font-size:.8em;padding:.25rem .625rem}
.menu .empty{color:var(--_muted);padding:.25rem .625rem}
[role=menuitemradio],[role=menuitem]{font:inherit;display:flex;align-items:center;gap:.5em;text-align:start;background:none;border:0;color:inherit;padding:.45rem .625rem;
  border-radius:calc(var(--_radius) * .75);cursor:pointer;min-width:0}
[role=menuitemradio] .name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;flex:1}
[role=menuitemradio][aria-checked=true]{font-weight:600}
[role=menuitemradio] .check{width:1em;color:var(--_primary)}
[role=menuitemradio]:hover,[role=menuitemradio]:focus,[role=menuitem]:hover,[role=menuitem]:focus{background:var(--_hover)}
[role=menuitemradio]:focus-visible,[role=menuitem]:focus-visible{outline:2px solid var(--_focus);outline-offset:-2px}
.separator{border-top:1px solid var(--_border);margin:.25rem 0}
.create{display:flex;flex-direction:column;gap:.5rem;padding:.375rem}
.field-error{color:var(--_error);font-size:.875em}
`;
