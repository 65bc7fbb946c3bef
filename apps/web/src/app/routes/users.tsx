import { ROUTES } from '@portal/contracts';
import {
  CompanyManagementPage,
  CompanyRecordPage,
  TransporterManagementPage,
  TransporterRecordPage,
} from '../../features/companies';
import { UserManagementPage, UserRecordPage } from '../../features/users';
import { AreaRoutes } from './area-routes';

const USERS_SCREENS = {
  [ROUTES.userManagement]: UserManagementPage,
  [ROUTES.companyManagement]: CompanyManagementPage,
  [ROUTES.transporterManagement]: TransporterManagementPage,
};

/** Each list's records at their own address, `/users/company-management/42` (decision 122). */
const USERS_RECORD_SCREENS = {
  [ROUTES.userManagement]: UserRecordPage,
  [ROUTES.companyManagement]: CompanyRecordPage,
  [ROUTES.transporterManagement]: TransporterRecordPage,
};

/** The users area, loaded on demand. Screens are added here as their features land. */
export function UsersArea() {
  return <AreaRoutes area="users" screens={USERS_SCREENS} recordScreens={USERS_RECORD_SCREENS} />;
}
