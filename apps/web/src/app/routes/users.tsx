import { ROUTES } from '@portal/contracts';
import { CompanyManagementPage, TransporterManagementPage } from '../../features/companies';
import { UserManagementPage } from '../../features/users';
import { AreaRoutes } from './area-routes';

const USERS_SCREENS = {
  [ROUTES.userManagement]: UserManagementPage,
  [ROUTES.companyManagement]: CompanyManagementPage,
  [ROUTES.transporterManagement]: TransporterManagementPage,
};

/** The users area, loaded on demand. Screens are added here as their features land. */
export function UsersArea() {
  return <AreaRoutes area="users" screens={USERS_SCREENS} />;
}
