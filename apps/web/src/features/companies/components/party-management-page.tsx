import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_TIER_OPTIONS,
  companyListQuerySchema,
  CompanyTier,
  CompanyType,
  ROUTES,
  transporterListQuerySchema,
  type CompanyRow,
  type TransporterRow,
} from '@portal/contracts';
import { RecordLink } from '../../../components/record/record-link';
import { useConfirmEnterRecord } from '../../../components/live';
import {
  ListScreen,
  useConfirmDelete,
  type FilterSpec,
  type ListColumn,
  type ListResult,
  type RowAction,
} from '../../../components/table';
import { Tag } from '../../../components/ui';
import { useLabels } from '../../../lib/i18n-labels';
import { useReferenceOptions } from '../../../lib/reference-data';
import { useUrlTableState, type ListQueryCore, type UrlTableState } from '../../../lib/use-url-table-state';
import { useDeleteCompany } from '../api/delete-company';
import { useDeleteTransporter } from '../api/delete-transporter';
import { useCompanyPage } from '../api/get-company-page';
import { useTransporterPage } from '../api/get-transporter-page';
import { PartyEditorDialog, type PartyKind } from './party-editor-dialog';
import './companies.css';

type PartyRow = CompanyRow | TransporterRow;

interface PartyScreenProps<TRow extends PartyRow, TQuery extends ListQueryCore> {
  readonly kind: PartyKind;
  readonly table: UrlTableState<TQuery>;
  readonly page: ListResult<TRow>;
  /** The columns only this kind has, placed after the name. */
  readonly kindColumns: readonly ListColumn<TRow>[];
  /** The filters only this kind has, after the search. */
  readonly kindFilters?: readonly FilterSpec<TQuery>[];
  readonly trailingColumns?: readonly ListColumn<TRow>[];
  readonly defaultCompanyTypeId?: number;
}

/**
 * /users/company-management and /users/transporter-management (spec 001 §2): every record, paged, sorted and
 * filtered on the server (spec 001 §9: 25 rows, 25/50/100, filters debounced 500 ms), on the list kit.
 */
function PartyScreen<
  TRow extends PartyRow,
  TQuery extends ListQueryCore & { provinceId?: number | undefined },
>({
  kind,
  table,
  page,
  kindColumns,
  kindFilters = [],
  trailingColumns = [],
  defaultCompanyTypeId = CompanyType.ids.BUYER,
}: PartyScreenProps<TRow, TQuery>) {
  const { t } = useTranslation();
  const labels = useLabels();
  const confirmDelete = useConfirmDelete();
  const confirmEnterRecord = useConfirmEnterRecord();
  const deleteCompany = useDeleteCompany();
  const deleteTransporter = useDeleteTransporter();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const isCompany = kind === 'company';
  const provinces = useReferenceOptions('provinces');

  const onDelete = (row: TRow) =>
    confirmDelete({
      header: t(`companies.${kind}DeleteTitle`),
      // Issue 4: the confirmation names the record.
      subject: kind,
      name: row.name,
      failed: isCompany ? 'Company Delete' : 'Transporter Delete',
      run: () => (isCompany ? deleteCompany : deleteTransporter).mutateAsync(row.id),
    });

  const actionsOf = (row: TRow): RowAction[] => [
    {
      key: 'edit',
      icon: 'edit',
      label: t('companies.editRecord', { name: row.name }),
      // spec 001 §8: a record in use by others asks before entering (companies have live presence).
      onClick: () =>
        isCompany ? confirmEnterRecord('company', row.id, () => setEditing(row.id)) : setEditing(row.id),
    },
    {
      key: 'delete',
      icon: 'delete',
      label: t('companies.deleteRecord', { name: row.name }),
      tone: 'danger',
      onClick: () => onDelete(row),
    },
  ];

  const columns: ListColumn<TRow>[] = [
    {
      key: 'name',
      header: t('companies.name'),
      sortField: 'name',
      // The name opens the record at its own address (decision 122); Edit keeps the quick dialog.
      body: (row) => (
        <RecordLink
          listRoute={isCompany ? ROUTES.companyManagement : ROUTES.transporterManagement}
          id={row.id}
        >
          {row.name}
        </RecordLink>
      ),
    },
    ...kindColumns,
    { key: 'city', header: t('companies.city'), sortField: 'city', priority: 2 },
    {
      key: 'province',
      header: t('companies.province'),
      sortField: 'provinceName',
      body: (row) => labels.label('province', row.provinceId, row.provinceName),
    },
    { key: 'contactEmail', header: t('companies.contactEmail'), priority: 3 },
    { key: 'phoneNumber', header: t('companies.phoneNumber'), priority: 2 },
    ...trailingColumns,
  ];
  const title = t(`companies.${kind}Title`);

  // Both kinds' queries have these two filters (contracts partyFilters).
  const search = 'search' as Extract<keyof TQuery, string>;
  const provinceId = 'provinceId' as Extract<keyof TQuery, string>;
  return (
    <ListScreen
      title={title}
      className="party-management"
      newLabel={t(`companies.${kind}New`)}
      onNew={() => setEditing('new')}
      table={table}
      result={page}
      columns={columns}
      filtersLabel={t('companies.filters')}
      filters={[
        { type: 'search', name: search, label: t('companies.search') },
        ...kindFilters,
        { type: 'select', name: provinceId, label: t('companies.province'), options: provinces },
      ]}
      tableKey={kind === 'company' ? 'companies' : 'transporters'}
      subject={`${kind} list`}
      rowActions={actionsOf}
    >
      <PartyEditorDialog
        kind={kind}
        recordId={editing}
        defaultCompanyTypeId={defaultCompanyTypeId}
        onClose={() => setEditing(null)}
      />
    </ListScreen>
  );
}

export function CompanyManagementPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const table = useUrlTableState(companyListQuerySchema);
  const page = useCompanyPage(table.query);
  const typeOptions = labels.options(CompanyType);
  const tierOptions = COMPANY_TIER_OPTIONS.map((option) => ({
    id: option.id === null ? 'unassigned' : option.id,
    name: option.id === null ? t('companies.unassigned') : labels.enumeration(CompanyTier, option.id),
  }));
  return (
    <PartyScreen<CompanyRow, typeof table.query>
      kind="company"
      table={table}
      page={page}
      // spec 001 §3: a new company made from the seller view defaults to seller.
      defaultCompanyTypeId={
        table.query.companyTypeId === CompanyType.ids.SELLER ? CompanyType.ids.SELLER : CompanyType.ids.BUYER
      }
      kindFilters={[
        { type: 'select', name: 'companyTypeId', label: t('companies.companyType'), options: typeOptions },
        { type: 'select', name: 'tier', label: t('companies.tier'), options: tierOptions },
        { type: 'boolean', name: 'registered', label: t('companies.registered') },
        { type: 'boolean', name: 'preferred', label: t('companies.preferred') },
      ]}
      kindColumns={[
        {
          key: 'companyType',
          header: t('companies.companyType'),
          sortField: 'companyTypeId',
          body: (row) => labels.label(CompanyType.name, row.companyTypeId, row.companyTypeName),
        },
        {
          key: 'tier',
          header: t('companies.tier'),
          sortField: 'tier',
          priority: 3,
          body: (row) =>
            row.tier === null ? t('companies.unassigned') : labels.enumeration(CompanyTier, row.tier),
        },
      ]}
      trailingColumns={[
        {
          key: 'flags',
          header: t('companies.flags'),
          priority: 2,
          compact: true,
          body: (row) => (
            <div className="party-tags">
              {row.registered ? <Tag value={t('companies.registered')} severity="success" /> : null}
              {row.preferred ? <Tag value={t('companies.preferred')} severity="info" /> : null}
            </div>
          ),
        },
      ]}
    />
  );
}

export function TransporterManagementPage() {
  const table = useUrlTableState(transporterListQuerySchema);
  const page = useTransporterPage(table.query);
  return (
    <PartyScreen<TransporterRow, typeof table.query>
      kind="transporter"
      table={table}
      page={page}
      kindColumns={[]}
    />
  );
}
