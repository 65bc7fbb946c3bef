export {
  OrderPictureManagerIndexPage,
  OrderPictureManagerPage,
} from './components/order-picture-manager-page';
export { orderPictureManagerPath } from './order-picture-manager-path';
