export { CompanyManagementPage, TransporterManagementPage } from './components/party-management-page';
