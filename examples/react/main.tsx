// React 19 sets an element's properties and adds listeners for `on<event>` props on custom elements.
import type { LatchUser } from 'latch/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [user, setUser] = useState<LatchUser | null>(null);
  return (
    <main>
      <h1>React 19</h1>
      <auth-sign-in no-redirect after-sign-in-url="/app" onlatch-signed-in={(event) => setUser(event.detail.user)} />
      <p role="status">{user ? `Signed in as ${user.primaryEmail ?? user.id}` : 'Signed out'}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
