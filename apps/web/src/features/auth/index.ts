export { requestSignOut } from './api/sign-out';
export { LoginPage } from './components/login-page';
export { SessionActivity } from './session/session-activity';
