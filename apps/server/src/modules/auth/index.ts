/**
 * What code outside the auth module may use without going through its services (docs/decisions/096): the one
 * password hash, so seeded accounts sign in like any other; the ended sessions' housekeeping (decision 217).
 */
export { purgeEndedSessions } from './auth.repository';
export { hashPassword } from './password';
