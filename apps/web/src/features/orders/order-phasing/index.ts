export { OrderPhasingIndexPage, OrderPhasingPage } from './components/order-phasing-page';
export { orderPhasingPath } from './order-phasing-path';
