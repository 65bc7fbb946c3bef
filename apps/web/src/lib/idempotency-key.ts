import { IDEMPOTENCY_HEADER } from '@portal/contracts';

/**
 * A fresh idempotency key (decision 193): one per user intent — a dialog's opening, a click that is not a repeat —
 * sent with every creating call (place order, phase, Save & Complete). A repeat of the intent (the same key)
 * answers the first result on the server instead of creating twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request header carrying an intent's key. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key };
}
