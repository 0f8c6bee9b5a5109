// A site with no framework of its own: it builds its auth-* elements with plain DOM calls once the page has
// loaded, long after latch.js ran. The loader must notice the tags when they appear.
window.addEventListener('load', () => {
  const header = document.createElement('header');
  header.appendChild(document.createElement('auth-user-button'));

  const main = document.createElement('main');
  const heading = document.createElement('h1');
  heading.textContent = 'Plain DOM page';
  main.appendChild(heading);
  for (const tag of ['auth-sign-up', 'auth-sign-in']) {
    const element = document.createElement(tag);
    element.setAttribute('no-redirect', '');
    main.appendChild(element);
  }

  document.body.appendChild(header);
  document.body.appendChild(main);
});
