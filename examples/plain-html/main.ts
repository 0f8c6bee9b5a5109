// Plain DOM: the typings ('latch') make document events and elements typed, nothing else is needed.
import type {} from 'latch';

const status = document.querySelector('#status');
document.addEventListener('latch-signed-in', (event) => {
  if (status) status.textContent = `Signed in as ${event.detail.user.primaryEmail ?? event.detail.user.id}`;
});
