import { liveEventSchema, type LiveEvent } from '@portal/contracts';

// What the live connection needs once it connects, fetched with it after sign-in (issue 11 §7): the STOMP client
// and the check of each message against its contract, so neither weighs on the login page.
export { Client } from '@stomp/stompjs';

/** A message body as a live event, or null when it is not JSON or not one of the contract's events. */
export function parseLiveEvent(body: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
