import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyType, TRANSPORT_COST_MAX_TRANSPORTERS, TransportType } from '@portal/contracts';
import { searchCompanies, searchTransporters } from '../../lib/reference-data';
import { useLabels } from '../../lib/i18n-labels';
import {
  LineItemGrid,
  lookupEditor,
  multiLookupEditor,
  useDeleteSelectedAction,
  type GridColumn,
  type LineItemRowsModel,
} from '../grid';
import type { DiscountDraft, TransportCostDraft } from './charges';
import type { CellErrors } from './use-cell-issues';
import type { ChargeDrafts } from './use-charge-drafts';
import { useDiscountTypes } from './use-discount-types';
import { gridHeight } from './line-pager';

const PANEL_GRID_HEIGHT = 240;

interface ChargesPanelProps<TRow extends { readonly sequenceNumber: number }> {
  /** The workspace's dictionary area holding the panel's words (`quoteConstruction`, `orderConstruction`). */
  readonly area: string;
  readonly model: LineItemRowsModel<TRow>;
  readonly readOnly: boolean;
  /** What is missing or refused on a row, by the row's grid key then field. */
  readonly errors: ReadonlyMap<string, Readonly<Record<string, string>>>;
}

/**
 * A quote's or an order's discounts (spec 001 §3 quote discount and order discount): a discount type of Discount
 * Settings and an amount in dollars, taken off the buyer's subtotal (decision 148). On the grid kit, like the lines.
 */
export function DiscountsPanel({ area, model, readOnly, errors }: ChargesPanelProps<DiscountDraft>) {
  const { t } = useTranslation();
  const discountTypes = useDiscountTypes();
  const deleteSelected = useDeleteSelectedAction<DiscountDraft>();
  const titleId = `${area}-discounts`;
  const columns = useMemo<GridColumn<DiscountDraft>[]>(() => {
    const options = (discountTypes.data ?? []).map((type) => ({
      value: { id: type.id, name: type.name },
      label: type.name,
    }));
    return [
      {
        key: 'discount',
        field: 'discount',
        header: t(`${area}.discountType`),
        width: 260,
        editor: { kind: 'select', options, getOptionKey: (value) => value?.id ?? 0 },
        render: (row) => row.discount?.name ?? '',
      },
      {
        key: 'amount',
        field: 'amount',
        header: t(`${area}.amount`),
        width: 140,
        editor: { kind: 'money' },
      },
    ];
  }, [t, area, discountTypes.data]);
  return (
    <section className="construction-kit__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="construction-kit__panel-title">
        {t(`${area}.discounts`)}
      </h2>
      <LineItemGrid
        model={model}
        columns={columns}
        label={t(`${area}.discountsLabel`)}
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
 * A quote's or an order's transport costs (spec 001 §3 transport cost: type seller or third-party, the seller it
 * carries for, cost, transport companies; §5: one per seller — a second one is marked before the server refuses
 * it).
 */
export function TransportCostsPanel({
  area,
  model,
  readOnly,
  errors,
  notes,
}: ChargesPanelProps<TransportCostDraft> & { readonly notes?: ReactNode }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const deleteSelected = useDeleteSelectedAction<TransportCostDraft>();
  const titleId = `${area}-transport`;
  const columns = useMemo<GridColumn<TransportCostDraft>[]>(
    () => [
      {
        key: 'transportTypeId',
        field: 'transportTypeId',
        header: t(`${area}.transportType`),
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
        header: t(`${area}.transportSeller`),
        width: 220,
        // spec 001 §7 companiesByTypeId/{id}: the seller companies (type 2) whose name or city has the text.
        editor: lookupEditor((text, _row, signal) =>
          searchCompanies(text, { signal, companyTypeId: CompanyType.ids.SELLER }),
        ),
        render: (row) => row.sellerCompany?.name ?? '',
      },
      {
        key: 'cost',
        field: 'cost',
        header: t(`${area}.cost`),
        width: 120,
        editor: { kind: 'money' },
      },
      {
        key: 'transporters',
        field: 'transporters',
        header: t(`${area}.transporters`),
        width: 260,
        editor: multiLookupEditor(
          (text, _row, signal) => searchTransporters(text, { signal }),
          TRANSPORT_COST_MAX_TRANSPORTERS,
        ),
        render: (row) => row.transporters.map((transporter) => transporter.name).join(', '),
      },
    ],
    [t, area, labels],
  );
  return (
    <section className="construction-kit__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="construction-kit__panel-title">
        {t(`${area}.transportCosts`)}
      </h2>
      <LineItemGrid
        model={model}
        columns={columns}
        label={t(`${area}.transportCostsLabel`)}
        readOnly={readOnly}
        isReorderable={false}
        bulkActions={[deleteSelected]}
        serverErrors={errors}
        height={gridHeight(model.entries.length, PANEL_GRID_HEIGHT)}
      />
      {notes}
    </section>
  );
}

export interface WorkingChargesPanelsProps {
  /** The workspace's dictionary area holding the panels' words. */
  readonly area: string;
  /** The working copy (`useWorkingCopy`): its charge drafts and the charge cells it marks. */
  readonly copy: ChargeDrafts & {
    readonly chargeErrors: { readonly discounts: CellErrors; readonly transport: CellErrors };
  };
  readonly readOnly: boolean;
  /** Said under the transport costs: how phasing split them (an order's TransportSplitNotes, decision 202). */
  readonly transportNotes?: ReactNode;
}

/**
 * A working copy's discounts and transport costs in their panels, side by side with the workspace's others: what
 * the user edits there is the copy's, and the cells it marks (missing, refused) are marked there.
 */
export function WorkingChargesPanels({ area, copy, readOnly, transportNotes }: WorkingChargesPanelsProps) {
  return (
    <>
      <DiscountsPanel
        area={area}
        model={copy.discounts}
        readOnly={readOnly}
        errors={copy.chargeErrors.discounts}
      />
      <TransportCostsPanel
        area={area}
        model={copy.transport}
        readOnly={readOnly}
        errors={copy.chargeErrors.transport}
        notes={transportNotes}
      />
    </>
  );
}
