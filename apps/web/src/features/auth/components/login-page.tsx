import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { APP_NAME, APP_VERSION, MESSAGES, ROUTES, type signInRequestSchema } from '@portal/contracts';
// Module paths, not the components/ui and components/form barrels, and the kit's light controls: the login page
// is in the first chunk (issue 11 §7, decision 077).
import { FormControl, usePlainForm, type FormResolver } from '../../../components/form/form-state';
import { Logo } from '../../../components/layout/logo';
import {
  LightButton,
  LightCheckbox,
  LightInputText,
  LightMessage,
  LightPassword,
} from '../../../components/ui/light-controls';
import { getLastSignOutReason, useSession } from '../../../lib/auth';
import { readKeepSignIn } from '../../../lib/session';
import { loadSignIn, useSignIn } from '../api/use-sign-in';
import { loginFailureMessage } from './login-failure';

const loadFailureDialog = () => import('./login-failure-dialog');
const LoginFailureDialog = lazy(async () => ({ default: (await loadFailureDialog()).LoginFailureDialog }));

type SignInFormInput = z.input<typeof signInRequestSchema>;
type SignInFormOutput = z.output<typeof signInRequestSchema>;

const loadValidation = () => import('./sign-in-form-validation');

/** The server's schema through zodResolver, fetched on first use (sign-in-form-validation.ts). */
const signInResolver: FormResolver<SignInFormInput, SignInFormOutput> = async (values, context, options) =>
  (await loadValidation()).signInFormResolver(values, context, options);

/**
 * The first key press, click or autofill fetches the form's check and the sign-in call, so both are there by the
 * time LOGIN is pressed, while the page itself showed without them (issue 11 §7, decision 077).
 */
function preloadSignIn(): void {
  Promise.all([loadValidation(), loadSignIn()]).catch((error: unknown) =>
    console.warn('Preloading the sign-in check failed; it loads on submit.', error),
  );
}

/**
 * spec 000 §2/§5/§8 login page: heading, email, password, LOGIN, version line and a modal failure dialog with
 * OK. Input is validated with the server's own schema before any call; errors clear as soon as the input
 * becomes valid (re-validation on change after the first submit).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signInMutation = useSignIn();
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  // Mounted from the first failure on, so closing it still animates.
  const [hasFailed, setHasFailed] = useState(false);
  const [keepSignedIn, setKeepSignedIn] = useState(() => readKeepSignIn());
  const [signOutReason] = useState(() => getLastSignOutReason());

  const form = usePlainForm<SignInFormInput, SignInFormOutput>({
    resolver: signInResolver,
    values: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const handleValidSubmit = (request: SignInFormOutput) => {
    // Fetched while the server checks the password, so a refusal shows at once; the signed-in shell needs the
    // same dialog module anyway (idle warning).
    void loadFailureDialog();
    signInMutation.mutate(request, {
      onSuccess: (response) => {
        session.signIn(response, { keepSignedIn });
        // spec 000 §2: after login the user lands on the order dashboard.
        void navigate(ROUTES.home, { replace: true });
      },
      onError: (error) => {
        setHasFailed(true);
        setFailureMessage(loginFailureMessage(error));
      },
    });
  };

  const closeFailure = () => setFailureMessage(null);
  const isSessionExpiredNotice = signOutReason === 'idle' || signOutReason === 'unauthorized';

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-heading">
        <div className="login-brand">
          <Logo size={56} />
          <h1 id="login-heading">{APP_NAME}</h1>
          <p className="login-subtitle">{t('login.subtitle')}</p>
        </div>

        {isSessionExpiredNotice ? (
          <LightMessage severity="warn" text={MESSAGES.sessionExpired} className="login-notice" />
        ) : null}

        <form
          className="login-form"
          noValidate
          onKeyDown={preloadSignIn}
          onPointerDown={preloadSignIn}
          onInput={preloadSignIn}
          onSubmit={(event) => void handleSubmit(handleValidSubmit)(event)}
        >
          <div className="form-field">
            <label htmlFor="login-email">{t('login.email')}</label>
            <LightInputText
              id="login-email"
              type="email"
              autoComplete="username"
              autoFocus
              invalid={errors.email !== undefined}
              aria-invalid={errors.email !== undefined}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
              {...register('email')}
            />
            {errors.email ? (
              <small id="login-email-error" className="p-error field-error">
                {errors.email.message}
              </small>
            ) : null}
          </div>

          <div className="form-field">
            <label htmlFor="login-password">{t('login.password')}</label>
            <FormControl
              form={form}
              name="password"
              render={(field) => (
                <LightPassword
                  inputId="login-password"
                  inputRef={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  autoComplete="current-password"
                  invalid={errors.password !== undefined}
                  aria-invalid={errors.password !== undefined}
                  aria-describedby={errors.password ? 'login-password-error' : undefined}
                  className="login-password"
                  inputClassName="login-password-input"
                />
              )}
            />
            {errors.password ? (
              <small id="login-password-error" className="p-error field-error">
                {errors.password.message}
              </small>
            ) : null}
          </div>

          <div className="form-field-inline">
            <LightCheckbox
              inputId="login-keep-signed-in"
              checked={keepSignedIn}
              onChange={(event) => setKeepSignedIn(event.checked)}
            />
            <label htmlFor="login-keep-signed-in">{t('login.keepSignedIn')}</label>
          </div>

          <LightButton
            type="submit"
            label={t('login.submit')}
            className="login-submit"
            loading={signInMutation.isPending}
          />
        </form>

        <p className="login-version">{t('common.version', { version: APP_VERSION })}</p>
      </section>

      {hasFailed ? (
        <Suspense fallback={null}>
          <LoginFailureDialog message={failureMessage} onClose={closeFailure} />
        </Suspense>
      ) : null}
    </main>
  );
}
