export { EmailTemplatePage } from './components/email-template-page';
