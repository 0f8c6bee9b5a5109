/** A failure (role="alert", announced) or a confirmation (role="status"); nothing when there is no message. */
export function Alert({ message, kind = 'error' }: { message: string | null | undefined; kind?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return (
    <p className={`alert ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}
