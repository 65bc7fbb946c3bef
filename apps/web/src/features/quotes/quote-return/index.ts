// The buyer's return of a published quote and the order placed from it (issue 14, decision 152).
export { usePlaceOrder, useRecordQuoteReturn } from './api/quote-return';
export { RecordReturnDialog, type RecordReturnDialogProps } from './components/record-return-dialog';
export { usePlaceOrderAction } from './use-place-order-action';
