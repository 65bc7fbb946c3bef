/**
 * What code outside the auth module may use without going through its services (docs/decisions/096): the one
 * password hash, so seeded accounts sign in like any other.
 */
export { hashPassword } from './password';
