/**
 * What travels on the PostgreSQL channel, as JSON: a change (`t` topic, `i` id, `n` nonce naming the publisher), or
 * an instance's acknowledgement that it applied change `a` (`f` names that instance).
 */
export type InvalidationMessage = { kind: 'change'; topic: string; id: string; nonce: string } | { kind: 'ack'; nonce: string; from: string };

export function encodeChange(topic: string, id: string, nonce: string): string {
  return JSON.stringify({ t: topic, i: id, n: nonce });
}

export function encodeAck(nonce: string, from: string): string {
  return JSON.stringify({ a: nonce, f: from });
}

/** The message in a payload, or undefined when it is not one (the caller then forgets everything, to be safe). */
export function parseInvalidationMessage(payload: string | undefined): InvalidationMessage | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload ?? '') as Record<string, unknown>;
  } catch {
    // Not JSON: not a message.
    return undefined;
  }
  const { t, i, n, a, f } = value;
  if (typeof t === 'string' && typeof i === 'string' && typeof n === 'string') return { kind: 'change', topic: t, id: i, nonce: n };
  if (typeof a === 'string' && typeof f === 'string') return { kind: 'ack', nonce: a, from: f };
  return undefined;
}
