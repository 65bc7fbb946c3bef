export { CompanyManagementPage, TransporterManagementPage } from './components/party-management-page';
export { CompanyRecordPage, TransporterRecordPage } from './components/party-record-page';
