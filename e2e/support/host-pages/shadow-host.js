// A site that renders its UI inside its own shadow root (as Lit or Stencil apps do). The loader cannot see tags
// there, so the page asks for them with Latch.load, as elements/README.md says.
window.addEventListener('load', () => {
  const app = document.createElement('div');
  app.id = 'app';
  document.body.appendChild(app);
  const root = app.attachShadow({ mode: 'open' });

  const header = document.createElement('header');
  header.appendChild(document.createElement('auth-user-button'));
  const main = document.createElement('main');
  const heading = document.createElement('h1');
  heading.textContent = 'Shadow root page';
  main.appendChild(heading);
  for (const tag of ['auth-sign-up', 'auth-sign-in']) {
    const element = document.createElement(tag);
    element.setAttribute('no-redirect', '');
    main.appendChild(element);
  }
  root.appendChild(header);
  root.appendChild(main);

  window.Latch.load('auth-user-button', 'auth-sign-up', 'auth-sign-in').catch((error) => {
    console.error('The page could not load its auth elements', error);
  });
});
