import { useTranslation } from 'react-i18next';
import { RuleCheckStatus, type DeliveryVehicle } from '@portal/contracts';
import { Tag } from '../../../../components/ui';
import { useFormat } from '../../../../lib/i18n-format';
import { stopItemOf } from '../delivery-kind';

const R = RuleCheckStatus.ids;

export interface LoadPanelProps {
  readonly vehicle: DeliveryVehicle;
}

/**
 * The rules engine's weight and fill-rate checks of the vehicle (spec 000 §4, §9; decision 207): the figures only
 * on success — weight rounded in pounds, fill rate a rounded percentage — else the verdict; items without a unit
 * weight or floor space listed as invalid, by name.
 */
export function LoadPanel({ vehicle }: LoadPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const verdictText = (statusId: number) =>
    statusId === R.SUCCESS
      ? t('orderDelivery.checkSuccess')
      : statusId === R.WARNING
        ? t('orderDelivery.checkWarning')
        : t('orderDelivery.checkFailure');
  const severity = (statusId: number) =>
    statusId === R.SUCCESS ? 'success' : statusId === R.WARNING ? 'warning' : 'danger';
  const items = new Map(
    vehicle.deliveryStops.flatMap((stop) =>
      stop.pickupStopItems.flatMap((entry) => {
        const item = stopItemOf(entry);
        return item ? [[item.id, item] as const] : [];
      }),
    ),
  );
  const invalid = vehicle.invalidItemIds.map((id) => items.get(id));
  return (
    <section className="order-delivery__panel" aria-labelledby="order-delivery-load">
      <h2 id="order-delivery-load" className="order-delivery__heading">
        {t('orderDelivery.load')}
      </h2>
      <dl className="order-delivery__facts">
        <dt>{t('orderDelivery.weight')}</dt>
        <dd>
          {vehicle.breWeightStatusId === R.SUCCESS && vehicle.weight !== null ? (
            t('orderDelivery.weightValue', { value: format.integer(Math.round(vehicle.weight)) })
          ) : (
            <Tag
              value={verdictText(vehicle.breWeightStatusId)}
              severity={severity(vehicle.breWeightStatusId)}
            />
          )}
        </dd>
        <dt>{t('orderDelivery.fillRate')}</dt>
        <dd>
          {vehicle.breFillRateStatusId === R.SUCCESS && vehicle.fillRate !== null ? (
            `${format.integer(Math.round(vehicle.fillRate * 100))} %`
          ) : (
            <Tag
              value={verdictText(vehicle.breFillRateStatusId)}
              severity={severity(vehicle.breFillRateStatusId)}
            />
          )}
        </dd>
      </dl>
      {invalid.length > 0 ? (
        <div>
          <h3 className="order-delivery__subheading">{t('orderDelivery.invalidItems')}</h3>
          <ul className="order-delivery__invalid">
            {vehicle.invalidItemIds.map((id, index) => {
              const item = invalid[index];
              return <li key={id}>{item ? `${item.productName} (${item.productSizeName})` : `#${id}`}</li>;
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
