import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { APP_NAME, APP_VERSION, MESSAGES, ROUTES, signInRequestSchema } from '@portal/contracts';
import { Button, Checkbox, Dialog, InputText, Message, Password } from '../../../components/ui';
import { Logo } from '../../../components/layout';
import { getLastSignOutReason, useSession } from '../../../lib/auth';
import { readKeepSignIn } from '../../../lib/session';
import { useSignIn } from '../api/sign-in';
import { loginFailureMessage } from './login-failure';

type SignInFormInput = z.input<typeof signInRequestSchema>;
type SignInFormOutput = z.output<typeof signInRequestSchema>;

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
  const [keepSignedIn, setKeepSignedIn] = useState(() => readKeepSignIn());
  const [signOutReason] = useState(() => getLastSignOutReason());

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInFormInput, unknown, SignInFormOutput>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const handleValidSubmit = (request: SignInFormOutput) => {
    signInMutation.mutate(request, {
      onSuccess: (response) => {
        session.signIn(response, { keepSignedIn });
        // spec 000 §2: after login the user lands on the order dashboard.
        void navigate(ROUTES.home, { replace: true });
      },
      onError: (error) => setFailureMessage(loginFailureMessage(error)),
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
          <Message severity="warn" text={MESSAGES.sessionExpired} className="login-notice" />
        ) : null}

        <form
          className="login-form"
          noValidate
          onSubmit={(event) => void handleSubmit(handleValidSubmit)(event)}
        >
          <div className="form-field">
            <label htmlFor="login-email">{t('login.email')}</label>
            <InputText
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
            <Controller
              control={control}
              name="password"
              render={({ field }) => (
                <Password
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
            <Checkbox
              inputId="login-keep-signed-in"
              checked={keepSignedIn}
              onChange={(event) => setKeepSignedIn(event.checked === true)}
            />
            <label htmlFor="login-keep-signed-in">{t('login.keepSignedIn')}</label>
          </div>

          <Button
            type="submit"
            label={t('login.submit')}
            className="login-submit"
            loading={signInMutation.isPending}
          />
        </form>

        <p className="login-version">{t('common.version', { version: APP_VERSION })}</p>
      </section>

      <Dialog
        visible={failureMessage !== null}
        header={MESSAGES.loginFailedTitle}
        modal
        closable={false}
        onHide={closeFailure}
        className="login-failure-dialog"
        footer={<Button type="button" label={t('common.ok')} onClick={closeFailure} autoFocus />}
      >
        <p>{failureMessage}</p>
      </Dialog>
    </main>
  );
}
