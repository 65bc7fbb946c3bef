import { Navigate, useLocation } from 'react-router';
import { isStaffRole } from '@portal/contracts';
import { MainLayout } from '../components/layout';
import { useSession } from '../lib/auth';
import { decideRouteAccess } from '../lib/route-access';

/**
 * The main layout behind the guard of spec 000 §2: not logged in goes to /login, a role outside the route's
 * roles goes to /pages/access. It re-decides on every session change, so an idle sign-out or a 401 leaves the
 * protected screens at once.
 */
export function ProtectedMainLayout() {
  const { pathname } = useLocation();
  const { isLoggedIn, user, roleId, signOut } = useSession();
  const decision = decideRouteAccess({ isLoggedIn, roleId, pathname });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (!user || !isStaffRole(roleId)) return null;
  return <MainLayout user={user} roleId={roleId} onLogout={() => void signOut('user')} />;
}
