export { EmailOutboxPage } from './components/email-outbox-page';
export { OrderEmailsPage } from './components/order-emails-page';
export { EmailOutboxTable, type EmailOutboxTableProps } from './components/email-outbox-table';
export {
  SendPurchaseOrderButton,
  type SendPurchaseOrderButtonProps,
} from './components/send-purchase-order-button';
export {
  SendPurchaseOrderDialog,
  type PurchaseOrderOrder,
  type SendPurchaseOrderDialogProps,
} from './components/send-purchase-order-dialog';
