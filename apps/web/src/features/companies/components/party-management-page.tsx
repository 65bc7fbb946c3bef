import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_SORT_FIELDS,
  COMPANY_TIER_OPTIONS,
  CompanyTier,
  CompanyType,
  deleteConfirmation,
  failedTitle,
  FILTER_DEBOUNCE_MS,
  successMessage,
  TABLE_PAGE_SIZE_OPTIONS,
  TRANSPORTER_SORT_FIELDS,
  type CompanyRow,
  type TransporterRow,
} from '@portal/contracts';
import { PageHeader } from '../../../components/layout';
import {
  Button,
  Column,
  DataTable,
  Dropdown,
  InputText,
  Tag,
  useConfirm,
  useToast,
  type DataTablePageEvent,
  type DataTableSortEvent,
} from '../../../components/ui';
import { useDeleteCompany } from '../api/delete-company';
import { useDeleteTransporter } from '../api/delete-transporter';
import { useCompanyPage } from '../api/get-company-page';
import { useProvinces } from '../api/get-reference-lists';
import { useTransporterPage } from '../api/get-transporter-page';
import { failureMessage } from './failure-message';
import { useLabels } from '../../../lib/i18n-labels';
import { useConfirmEnterRecord } from '../../../components/live';
import { PartyEditorDialog, type PartyKind } from './party-editor-dialog';
import {
  readPartyTableState,
  toCompanyListQuery,
  toTransporterListQuery,
  writePartyTableState,
  type PartyTableState,
} from './party-table-state';
import './companies.css';

type PartyRow = CompanyRow | TransporterRow;

const TIER_FILTER_OPTIONS = COMPANY_TIER_OPTIONS.map((option) => ({
  id: option.id === null ? 'unassigned' : String(option.id),
  name: option.label,
}));

function isCompanyRow(row: PartyRow): row is CompanyRow {
  return 'companyTypeId' in row;
}

export interface PartyManagementPageProps {
  readonly kind: PartyKind;
}

/**
 * /users/company-management and /users/transporter-management (spec 001 §2): every record, paged, sorted and
 * filtered on the server (spec 001 §9: 25 rows, 25/50/100, filters debounced 500 ms).
 */
export function PartyManagementPage({ kind }: PartyManagementPageProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const confirm = useConfirm();
  const isCompany = kind === 'company';
  const subject = isCompany ? 'company' : 'transporter';
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readPartyTableState(searchParams, kind), [searchParams, kind]);
  const companies = useCompanyPage(toCompanyListQuery(state), isCompany);
  const transporters = useTransporterPage(toTransporterListQuery(state), !isCompany);
  const page = isCompany ? companies : transporters;
  const provinces = useProvinces();
  const deleteCompany = useDeleteCompany();
  const deleteTransporter = useDeleteTransporter();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const confirmEnterRecord = useConfirmEnterRecord();
  const [searchText, setSearchText] = useState(state.search);

  const update = (changes: Partial<PartyTableState>, resetPage = true) => {
    setSearchParams(writePartyTableState({ ...state, ...(resetPage ? { page: 0 } : {}), ...changes }), {
      replace: true,
    });
  };

  // A bookmarked or back-navigated URL brings its own search text.
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setSearchText(state.search);
  }

  // spec 001 §9: filters are debounced 500 ms, so typing does not send a request per key.
  useEffect(() => {
    const text = searchText.trim();
    if (text === state.search) return undefined;
    const timer = setTimeout(() => {
      setSearchParams(writePartyTableState({ ...state, search: text, page: 0 }), { replace: true });
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, state, setSearchParams]);

  const onDelete = (row: PartyRow) => {
    const title = isCompany ? 'Company Delete' : 'Transporter Delete';
    const handlers = {
      onSuccess: () => toast.showSuccess(successMessage(subject, 'deleted')),
      onError: (error: unknown) =>
        toast.showError(failureMessage(error, 'delete', subject), failedTitle(title)),
    };
    confirm({
      header: t(`companies.${kind}DeleteTitle`),
      // Issue 4: the confirmation names the record.
      message: deleteConfirmation(subject, row.name),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () =>
        isCompany ? deleteCompany.mutate(row.id, handlers) : deleteTransporter.mutate(row.id, handlers),
    });
  };

  const onPage = (event: DataTablePageEvent) => {
    const size = event.rows;
    update({ page: size === state.size ? (event.page ?? 0) : 0, size }, false);
  };

  const onSort = (event: DataTableSortEvent) => {
    const fields: readonly string[] = isCompany ? COMPANY_SORT_FIELDS : TRANSPORTER_SORT_FIELDS;
    const field =
      typeof event.sortField === 'string' && fields.includes(event.sortField) ? event.sortField : null;
    if (!field) return;
    update({ sortField: field, sortOrder: event.sortOrder === -1 ? 'desc' : 'asc' });
  };

  const actionsOf = (row: PartyRow) => (
    <div className="party-actions">
      <Button
        type="button"
        icon="pi pi-pencil"
        rounded
        text
        aria-label={t('companies.editRecord', { name: row.name })}
        tooltip={t('companies.edit')}
        onClick={() =>
          // spec 001 §8: a record in use by others asks before entering (companies have live presence).
          isCompany ? confirmEnterRecord('company', row.id, () => setEditing(row.id)) : setEditing(row.id)
        }
      />
      <Button
        type="button"
        icon="pi pi-trash"
        rounded
        text
        severity="danger"
        aria-label={t('companies.deleteRecord', { name: row.name })}
        tooltip={t('companies.delete')}
        onClick={() => onDelete(row)}
      />
    </div>
  );

  const flagFilter = (name: 'registered' | 'preferred') => (
    <div className="form-field">
      <label htmlFor={`${kind}-filter-${name}`} id={`${kind}-filter-${name}-label`}>
        {t(`companies.${name}`)}
      </label>
      <Dropdown
        inputId={`${kind}-filter-${name}`}
        aria-labelledby={`${kind}-filter-${name}-label`}
        value={state[name] === null ? null : String(state[name])}
        options={[
          { id: 'true', name: t('common.yes') },
          { id: 'false', name: t('common.no') },
        ]}
        optionLabel="name"
        optionValue="id"
        showClear
        placeholder={t('companies.any')}
        onChange={(event) =>
          update({ [name]: event.value === 'true' ? true : event.value === 'false' ? false : null })
        }
      />
    </div>
  );

  const title = t(`companies.${kind}Title`);
  const rows: PartyRow[] = page.data?.rows ?? [];
  // spec 001 §3: a new company made from the seller view defaults to seller.
  const defaultCompanyTypeId =
    state.companyTypeId === CompanyType.ids.SELLER ? CompanyType.ids.SELLER : CompanyType.ids.BUYER;

  return (
    <section className="screen party-management">
      <PageHeader
        title={title}
        actions={
          <Button
            type="button"
            label={t(`companies.${kind}New`)}
            icon="pi pi-plus"
            onClick={() => setEditing('new')}
          />
        }
      />
      <div className="surface-panel">
        <div className="party-filters" role="search" aria-label={t('companies.filters')}>
          <div className="form-field">
            <label htmlFor={`${kind}-filter-search`}>{t('companies.search')}</label>
            <InputText
              id={`${kind}-filter-search`}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          {isCompany ? (
            <div className="form-field">
              <label htmlFor="company-filter-type" id="company-filter-type-label">
                {t('companies.companyType')}
              </label>
              <Dropdown
                inputId="company-filter-type"
                aria-labelledby="company-filter-type-label"
                value={state.companyTypeId}
                options={labels.options(CompanyType)}
                optionLabel="name"
                optionValue="id"
                showClear
                placeholder={t('companies.any')}
                onChange={(event) =>
                  update({ companyTypeId: event.value == null ? null : Number(event.value) })
                }
              />
            </div>
          ) : null}
          {isCompany ? (
            <div className="form-field">
              <label htmlFor="company-filter-tier" id="company-filter-tier-label">
                {t('companies.tier')}
              </label>
              <Dropdown
                inputId="company-filter-tier"
                aria-labelledby="company-filter-tier-label"
                value={state.tier === null ? null : String(state.tier)}
                options={TIER_FILTER_OPTIONS.map((option) => ({
                  ...option,
                  name:
                    option.id === 'unassigned'
                      ? t('companies.unassigned')
                      : labels.enumeration(CompanyTier, Number(option.id)),
                }))}
                optionLabel="name"
                optionValue="id"
                showClear
                placeholder={t('companies.any')}
                onChange={(event) =>
                  update({
                    tier:
                      event.value == null
                        ? null
                        : event.value === 'unassigned'
                          ? 'unassigned'
                          : Number(event.value),
                  })
                }
              />
            </div>
          ) : null}
          <div className="form-field">
            <label htmlFor={`${kind}-filter-province`} id={`${kind}-filter-province-label`}>
              {t('companies.province')}
            </label>
            <Dropdown
              inputId={`${kind}-filter-province`}
              aria-labelledby={`${kind}-filter-province-label`}
              value={state.provinceId}
              options={(provinces.data ?? []).map((province) => ({
                id: province.id,
                name: labels.label('province', province.id, province.name),
              }))}
              optionLabel="name"
              optionValue="id"
              filter
              showClear
              placeholder={t('companies.any')}
              onChange={(event) => update({ provinceId: event.value == null ? null : Number(event.value) })}
            />
          </div>
          {isCompany ? flagFilter('registered') : null}
          {isCompany ? flagFilter('preferred') : null}
        </div>

        <DataTable
          value={rows}
          dataKey="id"
          lazy
          paginator
          first={state.page * state.size}
          rows={state.size}
          totalRecords={page.data?.total ?? 0}
          rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
          onPage={onPage}
          sortField={state.sortField}
          sortOrder={state.sortOrder === 'desc' ? -1 : 1}
          onSort={onSort}
          loading={page.isFetching}
          emptyMessage={
            page.isError ? failureMessage(page.error, 'load', `${subject} list`) : t('companies.empty')
          }
          aria-label={title}
          size="small"
        >
          <Column field="name" header={t('companies.name')} sortable />
          {isCompany ? (
            <Column
              field="companyTypeId"
              header={t('companies.companyType')}
              sortable
              body={(row: PartyRow) =>
                isCompanyRow(row)
                  ? labels.label(CompanyType.name, row.companyTypeId, row.companyTypeName)
                  : ''
              }
            />
          ) : null}
          {isCompany ? (
            <Column
              field="tier"
              header={t('companies.tier')}
              sortable
              body={(row: PartyRow) =>
                isCompanyRow(row)
                  ? row.tier === null
                    ? t('companies.unassigned')
                    : labels.enumeration(CompanyTier, row.tier)
                  : ''
              }
            />
          ) : null}
          <Column field="city" header={t('companies.city')} sortable />
          <Column
            field="provinceName"
            header={t('companies.province')}
            sortable
            body={(row: PartyRow) => labels.label('province', row.provinceId, row.provinceName)}
          />
          <Column field="contactEmail" header={t('companies.contactEmail')} />
          <Column field="phoneNumber" header={t('companies.phoneNumber')} />
          {isCompany ? (
            <Column
              header={t('companies.flags')}
              body={(row: PartyRow) =>
                isCompanyRow(row) ? (
                  <div className="party-tags">
                    {row.registered ? <Tag value={t('companies.registered')} severity="success" /> : null}
                    {row.preferred ? <Tag value={t('companies.preferred')} severity="info" /> : null}
                  </div>
                ) : null
              }
            />
          ) : null}
          <Column header={t('companies.actions')} body={actionsOf} />
        </DataTable>
      </div>

      <PartyEditorDialog
        kind={kind}
        recordId={editing}
        defaultCompanyTypeId={defaultCompanyTypeId}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

export function CompanyManagementPage() {
  return <PartyManagementPage kind="company" />;
}

export function TransporterManagementPage() {
  return <PartyManagementPage kind="transporter" />;
}
