/** `<auth-user-button>`'s own styles: the avatar trigger and its menu. They travel with its chunk. */
export const userButtonCss = `
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
