import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_COST_MAX_TRANSPORTERS, TransportType } from '@portal/contracts';
import {
  LineItemGrid,
  lookupEditor,
  multiLookupEditor,
  useDeleteSelectedAction,
  type GridColumn,
  type LineItemRowsModel,
} from '../../../../components/grid';
import { useLabels } from '../../../../lib/i18n-labels';
import { searchSellerCompanies, searchTransportCompanies, useDiscountTypes } from '../api/quote-construction';
import type { DiscountDraft, TransportCostDraft } from '../construction-rows';
import { gridHeight } from './line-pager';

const PANEL_GRID_HEIGHT = 240;

interface ChargesPanelProps<TRow extends { readonly sequenceNumber: number }> {
  readonly model: LineItemRowsModel<TRow>;
  readonly readOnly: boolean;
  /** What is missing or refused on a row, by the row's grid key then field. */
  readonly errors: ReadonlyMap<string, Readonly<Record<string, string>>>;
}

/**
 * The quote's discounts (spec 001 §3 quote discount; issue 14): a discount type of Discount Settings and an
 * amount in dollars, taken off the buyer's subtotal (decision 148). On the grid kit, like the lines.
 */
export function DiscountsPanel({ model, readOnly, errors }: ChargesPanelProps<DiscountDraft>) {
  const { t } = useTranslation();
  const discountTypes = useDiscountTypes();
  const deleteSelected = useDeleteSelectedAction<DiscountDraft>();
  const columns = useMemo<GridColumn<DiscountDraft>[]>(() => {
    const options = (discountTypes.data ?? []).map((type) => ({
      value: { id: type.id, name: type.name },
      label: type.name,
    }));
    return [
      {
        key: 'discount',
        field: 'discount',
        header: t('quoteConstruction.discountType'),
        width: 260,
        editor: {
          kind: 'select',
          options,
          getOptionKey: (value) => value?.id ?? 0,
        },
        render: (row) => row.discount?.name ?? '',
      },
      {
        key: 'amount',
        field: 'amount',
        header: t('quoteConstruction.amount'),
        width: 140,
        editor: { kind: 'money' },
      },
    ];
  }, [t, discountTypes.data]);
  return (
    <section className="quote-construction__panel" aria-labelledby="quote-construction-discounts">
      <h2 id="quote-construction-discounts" className="quote-construction__panel-title">
        {t('quoteConstruction.discounts')}
      </h2>
      <LineItemGrid
        model={model}
        columns={columns}
        label={t('quoteConstruction.discountsLabel')}
        readOnly={readOnly}
        isReorderable={false}
        bulkActions={[deleteSelected]}
        serverErrors={errors}
        height={gridHeight(model.entries.length, PANEL_GRID_HEIGHT)}
      />
    </section>
  );
}

/**
 * The quote's transport costs (spec 001 §3 transport cost: type seller or third-party, the seller it carries
 * for, cost, transport companies; issue 14: one per seller — a second one is marked before the server refuses it).
 */
export function TransportCostsPanel({ model, readOnly, errors }: ChargesPanelProps<TransportCostDraft>) {
  const { t } = useTranslation();
  const labels = useLabels();
  const deleteSelected = useDeleteSelectedAction<TransportCostDraft>();
  const columns = useMemo<GridColumn<TransportCostDraft>[]>(
    () => [
      {
        key: 'transportTypeId',
        field: 'transportTypeId',
        header: t('quoteConstruction.transportType'),
        width: 150,
        editor: {
          kind: 'select',
          options: TransportType.options.map((option) => ({
            value: option.id,
            label: labels.enumeration(TransportType, option.id),
          })),
        },
      },
      {
        key: 'sellerCompany',
        field: 'sellerCompany',
        header: t('quoteConstruction.transportSeller'),
        width: 220,
        editor: lookupEditor((text, _row, signal) => searchSellerCompanies(text, signal)),
        render: (row) => row.sellerCompany?.name ?? '',
      },
      {
        key: 'cost',
        field: 'cost',
        header: t('quoteConstruction.cost'),
        width: 120,
        editor: { kind: 'money' },
      },
      {
        key: 'transporters',
        field: 'transporters',
        header: t('quoteConstruction.transporters'),
        width: 260,
        editor: multiLookupEditor(
          (text, _row, signal) => searchTransportCompanies(text, signal),
          TRANSPORT_COST_MAX_TRANSPORTERS,
        ),
        render: (row) => row.transporters.map((transporter) => transporter.name).join(', '),
      },
    ],
    [t, labels],
  );
  return (
    <section className="quote-construction__panel" aria-labelledby="quote-construction-transport">
      <h2 id="quote-construction-transport" className="quote-construction__panel-title">
        {t('quoteConstruction.transportCosts')}
      </h2>
      <LineItemGrid
        model={model}
        columns={columns}
        label={t('quoteConstruction.transportCostsLabel')}
        readOnly={readOnly}
        isReorderable={false}
        bulkActions={[deleteSelected]}
        serverErrors={errors}
        height={gridHeight(model.entries.length, PANEL_GRID_HEIGHT)}
      />
    </section>
  );
}
