import { Handler } from '../../elements/components/handler';
import { LatchArea } from '../latch-area';

/** `/handler/*`: sign-in, sign-up, account settings, e-mail verification… of the internal project, Latch's own screens. */
export default function HandlerPage() {
  return (
    <main className="auth-page" id="main">
      <LatchArea tag="auth-handler">
        <Handler />
      </LatchArea>
    </main>
  );
}
