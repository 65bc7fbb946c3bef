import { useTranslation } from 'react-i18next';
import {
  COMPANY_TIER_OPTIONS,
  CompanyTier,
  CompanyType,
  ROUTES,
  type CompanyRow,
  type TransporterRow,
} from '@portal/contracts';
import { RecordLink } from '../../../components/record/record-link';
import { useConfirmEnterRecord } from '../../../components/live';
import {
  ListScreen,
  useConfirmDelete,
  useList,
  useRecordEditor,
  type FilterSpec,
  type ListBinding,
  type ListColumn,
  type RowAction,
} from '../../../components/table';
import { Tag } from '../../../components/ui';
import { useLabels } from '../../../lib/i18n-labels';
import { useReferenceOptions } from '../../../lib/reference-data';
import type { ListQueryCore } from '../../../lib/use-url-table-state';
import { useDeleteCompany } from '../api/delete-company';
import { useDeleteTransporter } from '../api/delete-transporter';
import { companyList } from '../api/get-company-page';
import { transporterList } from '../api/get-transporter-page';
import { PartyEditorDialog, type PartyKind } from './party-editor-dialog';
import './companies.css';

type PartyRow = CompanyRow | TransporterRow;

interface PartyScreenProps<TRow extends PartyRow, TQuery extends ListQueryCore> {
  readonly kind: PartyKind;
  readonly list: ListBinding<TRow, TQuery>;
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
  list,
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
  const editor = useRecordEditor(t(`companies.${kind}New`));
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
        isCompany ? confirmEnterRecord('company', row.id, () => editor.edit(row.id)) : editor.edit(row.id),
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

  // Both kinds' queries have these two filters (contracts partyFilters).
  const search = 'search' as Extract<keyof TQuery, string>;
  const provinceId = 'provinceId' as Extract<keyof TQuery, string>;
  return (
    <ListScreen
      filters={[
        { type: 'search', name: search, label: t('companies.search') },
        ...kindFilters,
        { type: 'select', name: provinceId, label: t('companies.province'), options: provinces },
      ]}
      {...list}
      {...editor.newButton}
      columns={columns}
      rowActions={actionsOf}
    >
      <PartyEditorDialog
        kind={kind}
        recordId={editor.target}
        defaultCompanyTypeId={defaultCompanyTypeId}
        onClose={editor.close}
      />
    </ListScreen>
  );
}

export function CompanyManagementPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const list = useList('companies', companyList);
  const { query } = list.table;
  const typeOptions = labels.options(CompanyType);
  const tierOptions = COMPANY_TIER_OPTIONS.map((option) => ({
    id: option.id === null ? 'unassigned' : option.id,
    name: option.id === null ? t('companies.unassigned') : labels.enumeration(CompanyTier, option.id),
  }));
  return (
    <PartyScreen
      kind="company"
      list={list}
      // spec 001 §3: a new company made from the seller view defaults to seller.
      defaultCompanyTypeId={
        query.companyTypeId === CompanyType.ids.SELLER ? CompanyType.ids.SELLER : CompanyType.ids.BUYER
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
  const list = useList('transporters', transporterList);
  return <PartyScreen kind="transporter" list={list} kindColumns={[]} />;
}
