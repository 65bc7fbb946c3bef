export { OrderConstructionIndexPage, OrderConstructionPage } from './components/order-construction-page';
export { orderConstructionPath } from './order-construction-path';
export { useOpenOrderConstruction } from './use-open-order-construction';
