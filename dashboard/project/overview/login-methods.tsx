import { Section } from '../../ui/section';

const LABELS: Record<string, string> = { password: 'Password', otp: 'E-mail code or link', anonymous: 'Anonymous', passkey: 'Passkey' };

/** How the project's users sign in, as bars whose length is their share (a list, so it reads well without sight). */
export function LoginMethods({ methods }: { methods: { method: string; count: number }[] }) {
  const total = methods.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Section title="Sign-in methods used">
      {methods.length === 0 ? (
        <p className="muted">No one has signed in yet.</p>
      ) : (
        <ul className="bars">
          {methods.map(({ method, count }) => (
            <li key={method}>
              <span>{LABELS[method] ?? method}</span>
              <meter min={0} max={total} value={count} aria-label={`${LABELS[method] ?? method}: ${count} of ${total}`} />
              <span className="muted">{count}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
