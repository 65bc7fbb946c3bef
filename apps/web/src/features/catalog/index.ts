export { CategoryManagementPage } from './components/category-management-page';
export { ProductManagementPage } from './components/product-management-page';
export { ProductSizeManagementPage } from './components/product-size-management-page';
