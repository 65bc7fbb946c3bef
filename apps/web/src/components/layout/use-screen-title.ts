import { useLocation } from 'react-router';
import { useLabels } from '../../lib/i18n-labels';
import { pageLabelForPath } from '../../lib/navigation';

/**
 * A screen's title in the interface language (the current one's unless `route` names another): its menu label,
 * else its page title outside the menu — what the breadcrumbs and the 'Return To' link call it, from the same
 * `menu.*` translations (decision 191). Empty for a route that is neither.
 */
export function useScreenTitle(route?: string): string {
  const { pathname } = useLocation();
  const { screen } = useLabels();
  const label = pageLabelForPath(route ?? pathname);
  return label ? screen(label) : '';
}
