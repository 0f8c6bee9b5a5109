/** The account settings' own styles: sections and the sessions list. They travel with its screen's chunk. */
export const accountCss = `
.section{border-top:1px solid var(--_border);padding-top:var(--_space);display:flex;flex-direction:column;gap:calc(var(--_space) * .75)}
.sessions{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.session{display:flex;justify-content:space-between;gap:var(--_space);align-items:center;flex-wrap:wrap;border:1px solid var(--_border);border-radius:var(--_radius);padding:.5rem .75rem}
.session .muted{display:block;font-size:.875em}.session .muted:empty{display:none}
.session-placeholder{height:calc(4.5rem + 1.5em)}
.badge{font-size:.8em;border:1px solid var(--_border);border-radius:999px;padding:0 .5em;color:var(--_muted)}
`;
