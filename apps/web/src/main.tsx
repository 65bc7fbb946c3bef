import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyUserLanguage } from './lib/i18n';
import { sessionStore } from './lib/session';
import './styles/app.css';

/**
 * After a reload the stored session is checked against the contract before anything renders (the route guard,
 * the API client and the language read it). The check comes with the validation library, which only a
 * signed-in tab needs, so a visit to the login page does not fetch it (issue 11 §7, decision 077).
 */
async function restoreStoredSession(): Promise<void> {
  if (!sessionStore.hasStoredSession()) return;
  const { parseStoredUser } = await import('./lib/session-user');
  sessionStore.restore(parseStoredUser);
  // The stored user's language is the first one shown.
  const user = sessionStore.getSnapshot()?.user;
  if (user) applyUserLanguage(user.languageId);
}

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

restoreStoredSession()
  .catch((error: unknown) => {
    // Without the check the stored session is not trusted: the user signs in again.
    console.error('The stored session could not be checked.', error);
  })
  .finally(render);
