export { createEmailsService, type EmailsService } from './emails.service';
export { emailsRoutes } from './emails.routes';
export { createSmtpMailSender } from './mail-sender';
