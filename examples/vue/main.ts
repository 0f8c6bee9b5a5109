// Vue 3 with the runtime template compiler (no build step for templates): auth-* tags are custom elements, and
// `@latch-signed-in` listens for the element's DOM event.
import type { LatchEvent } from 'latch/vue';
import { createApp, defineComponent, ref } from 'vue';

const App = defineComponent({
  setup() {
    const email = ref<string | null>(null);
    const onSignedIn = (event: LatchEvent<'latch-signed-in'>) => {
      email.value = event.detail.user.primaryEmail ?? event.detail.user.id;
    };
    return { email, onSignedIn };
  },
  template: `<main>
  <h1>Vue 3</h1>
  <auth-sign-in no-redirect @latch-signed-in="onSignedIn"></auth-sign-in>
  <p role="status">{{ email ? 'Signed in as ' + email : 'Signed out' }}</p>
</main>`,
});

const app = createApp(App);
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('auth-');
app.mount('#app');
