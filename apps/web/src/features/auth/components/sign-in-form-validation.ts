import { zodResolver } from '@hookform/resolvers/zod';
import { signInRequestSchema } from '@portal/contracts';

/**
 * The login form's check: the server's own schema (spec 000 §5). A chunk of its own with the validation library,
 * fetched as soon as the form is used, so showing the login page does not wait for it (issue 11 §7).
 */
export const signInFormResolver = zodResolver(signInRequestSchema);
