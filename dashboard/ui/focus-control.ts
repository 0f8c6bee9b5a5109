/**
 * Brings the control with id `id` into view and focuses it, as soon as it is shown: at once on the same screen, or
 * once a screen just opened (a lazy chunk) has rendered it. Gives up after `withinMs`.
 *
 * @example
 * ```ts
 * focusControl('allow-localhost');
 * ```
 */
export function focusControl(id: string, withinMs = 5_000): void {
  const until = Date.now() + withinMs;
  const attempt = () => {
    const control = document.getElementById(id);
    if (control) {
      control.scrollIntoView({ block: 'center' });
      control.focus();
      return;
    }
    if (Date.now() < until) requestAnimationFrame(attempt);
  };
  attempt();
}
