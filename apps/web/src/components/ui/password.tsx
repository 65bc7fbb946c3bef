import { Password as PrimePassword, type PasswordProps as PrimePasswordProps } from 'primereact/password';

export type PasswordProps = PrimePasswordProps;

/**
 * The strength meter is off by default: it only makes sense where a new password is chosen, and its popup
 * would cover the error text under a sign-in field.
 */
export function Password({ feedback = false, toggleMask = true, ...props }: PasswordProps) {
  return <PrimePassword feedback={feedback} toggleMask={toggleMask} {...props} />;
}
