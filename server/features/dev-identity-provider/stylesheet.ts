/**
 * The sign-in page's styles, served as `/dev-identity-provider/style.css` so the page keeps the site's CSP
 * (`style-src 'self'`, no inline styles). A single column that fits 375 px; the striped banner says "not real".
 */
export const DEV_IDP_STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; background: #f6f7f9; }
main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
.banner { margin: 0 0 1rem; padding: .5rem .75rem; border: 2px dashed #9a6700; border-radius: .5rem; background: repeating-linear-gradient(45deg, #fff8c5, #fff8c5 10px, #fff1a8 10px, #fff1a8 20px); color: #4d2d00; font-weight: 700; text-transform: uppercase; letter-spacing: .05em; font-size: .875rem; }
h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 .5rem; }
h2 { font-size: 1.0625rem; margin: 1.5rem 0 .5rem; }
p { margin: 0 0 .75rem; }
section, .card { background: #fff; border: 1px solid #d0d7de; border-radius: .75rem; padding: 1rem; margin: 0 0 1rem; }
section h2 { margin-top: 0; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
button { font: inherit; cursor: pointer; border-radius: .5rem; min-height: 2.75rem; padding: .5rem 1rem; border: 1px solid #1f6feb; background: #1f6feb; color: #fff; }
button:focus-visible, input:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
.identity { width: 100%; text-align: left; display: grid; gap: .125rem; background: #fff; color: inherit; border-color: #d0d7de; }
.identity:hover { border-color: #1f6feb; background: #f3f8ff; }
.identity .name { font-weight: 600; }
.identity .email { overflow-wrap: anywhere; color: #424a53; }
.status { font-size: .8125rem; }
.status.verified { color: #1a7f37; }
.status.unverified { color: #9a6700; }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
input[type="text"], input[type="email"] { width: 100%; font: inherit; padding: .5rem .625rem; border: 1px solid #8c959f; border-radius: .5rem; min-height: 2.75rem; }
.check { display: flex; gap: .5rem; align-items: center; font-weight: 400; }
.check input { width: 1.25rem; height: 1.25rem; margin: 0; }
.actions { margin-top: 1rem; }
.deny button { background: #fff; color: #cf222e; border-color: #cf222e; width: 100%; }
.error { color: #a40e26; background: #ffebe9; border: 1px solid #ff8182; border-radius: .5rem; padding: .5rem .75rem; }
.fine { color: #59636e; font-size: .875rem; overflow-wrap: anywhere; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
