import { Link } from 'wouter';
import { UserButton } from '../../elements/components/user-button';
import { LatchArea } from '../latch-area';

/** The bar on every screen: home link, the owner's menu (Latch's own user button). */
export function TopBar() {
  return (
    <header className="top-bar">
      <Link href="~/projects" className="brand">
        Latch
      </Link>
      <nav aria-label="Account" className="top-actions">
        <LatchArea tag="auth-user-button">
          <UserButton />
        </LatchArea>
      </nav>
    </header>
  );
}
