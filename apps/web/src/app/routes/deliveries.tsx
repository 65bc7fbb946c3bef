import { ROUTES } from '@portal/contracts';
import { DeliveryTablePage } from '../../features/deliveries/delivery-table';
import { AreaRoutes } from './area-routes';

const DELIVERIES_SCREENS = {
  [ROUTES.orderDeliveryTable]: DeliveryTablePage,
};

/** The deliveries area, loaded on demand. Screens are added here as their features land. */
export function DeliveriesArea() {
  return <AreaRoutes area="deliveries" screens={DELIVERIES_SCREENS} />;
}
