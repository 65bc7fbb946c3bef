import { WorkspacePresence } from '../../../components/live';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath, type PathValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADMIN_COMPANY_WRITERS,
  COMPANY_FLAG_WRITERS,
  COMPANY_TIER_OPTIONS,
  CompanyTier,
  CompanyType,
  companyInputSchema,
  Country,
  DEFAULT_COUNTRY_ID,
  DEFAULT_PROVINCE_ID,
  DEFAULT_TIMEZONE_ID,
  failedTitle,
  isAdminCompanyType,
  isWriter,
  successMessage,
  type Address,
  type AddressSuggestion,
  type CompanyInput,
  type Coordinates,
  type TransporterInput,
} from '@portal/contracts';
import { useSession } from '../../../lib/auth';
import { FieldError } from '../../../lib/form-field-error';
import { useLabels } from '../../../lib/i18n-labels';
import { useDiscardConfirmation } from '../../../lib/unsaved-changes';
import {
  Button,
  Checkbox,
  Dialog,
  Dropdown,
  InputText,
  ProgressSpinner,
  useToast,
} from '../../../components/ui';
import { useCompany } from '../api/get-company';
import { useMapTileUrl } from '../api/get-map-tile-url';
import { useCountries, useProvinces, useTimezones } from '../api/get-reference-lists';
import { useTransporter } from '../api/get-transporter';
import { useSaveCompany } from '../api/save-company';
import { useSaveTransporter } from '../api/save-transporter';
import { AddressAutocompleteField } from './address-autocomplete-field';
import { AddressPinField, type AddressPrefix } from './address-pin-field';
import { failureMessage, fieldIssuesOf } from './failure-message';

export type PartyKind = 'company' | 'transporter';
type FormValues = CompanyInput;
type ParsedValues = z.output<typeof companyInputSchema>;
/** Fields an address suggestion fills; they have the same types in the main and the alternative addresses. */
type SuggestedField = 'city' | 'postalCode' | 'provinceId' | 'countryId';

/** Dropdowns cannot hold a null value as an option, so Unassigned travels as 0 inside the form control. */
const UNASSIGNED = 0;
const TIER_OPTIONS = COMPANY_TIER_OPTIONS.map((option) => ({
  id: option.id ?? UNASSIGNED,
  name: option.label,
}));

function newAddress(): FormValues['altAddresses'] extends Array<infer A> | undefined ? A : never {
  return {
    locationName: '',
    address: '',
    city: '',
    postalCode: '',
    provinceId: DEFAULT_PROVINCE_ID,
    countryId: DEFAULT_COUNTRY_ID,
    spatialGenericAddress: null,
  };
}

interface LoadedRecord {
  name: string;
  contactEmail: string | null;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  provinceId: number | null;
  countryId: number | null;
  timezoneId: number | null;
  spatialGenericAddress: Coordinates | null;
  altAddresses: Address[];
  companyTypeId?: number;
  tier?: number | null;
  registered?: boolean;
  preferred?: boolean;
}

/** spec 001 §3: a new record is in Canada, Quebec, on Eastern time; a company is a buyer unless made from a seller view. */
function formValuesOf(record: LoadedRecord | undefined, defaultCompanyTypeId: number): FormValues {
  return {
    name: record?.name ?? '',
    companyTypeId: record?.companyTypeId ?? defaultCompanyTypeId,
    tier: record?.tier ?? null,
    registered: record?.registered ?? false,
    preferred: record?.preferred ?? false,
    contactEmail: record?.contactEmail ?? '',
    phoneNumber: record?.phoneNumber ?? '',
    address: record?.address ?? '',
    city: record?.city ?? '',
    postalCode: record?.postalCode ?? '',
    provinceId: record ? record.provinceId : DEFAULT_PROVINCE_ID,
    countryId: record ? record.countryId : DEFAULT_COUNTRY_ID,
    timezoneId: record ? record.timezoneId : DEFAULT_TIMEZONE_ID,
    spatialGenericAddress: record?.spatialGenericAddress ?? null,
    altAddresses: (record?.altAddresses ?? []).map((address) => ({
      id: address.id,
      locationName: address.locationName ?? '',
      address: address.address,
      city: address.city ?? '',
      postalCode: address.postalCode ?? '',
      provinceId: address.provinceId,
      countryId: address.countryId,
      spatialGenericAddress: address.spatialGenericAddress,
    })),
  };
}

/** A transporter has a company's fields without type, tier and flags (spec 001 §3 Transporter). */
function toTransporterRequest(values: ParsedValues): TransporterInput {
  return {
    name: values.name,
    contactEmail: values.contactEmail,
    phoneNumber: values.phoneNumber,
    address: values.address,
    city: values.city,
    postalCode: values.postalCode,
    provinceId: values.provinceId,
    countryId: values.countryId,
    timezoneId: values.timezoneId,
    spatialGenericAddress: values.spatialGenericAddress,
    altAddresses: values.altAddresses,
  };
}

export interface PartyEditorDialogProps {
  readonly kind: PartyKind;
  /** null: closed; 'new': create; a number: edit that record. */
  readonly recordId: number | 'new' | null;
  readonly defaultCompanyTypeId?: number;
  readonly onClose: () => void;
}

/** The Company and Transporter editors (spec 001 §3): every field, the main address and alternative addresses. */
export function PartyEditorDialog({
  kind,
  recordId,
  defaultCompanyTypeId = CompanyType.ids.BUYER,
  onClose,
}: PartyEditorDialogProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const tileUrl = useMapTileUrl();
  const provinces = useProvinces();
  const countries = useCountries();
  const timezones = useTimezones();
  const editId = typeof recordId === 'number' ? recordId : null;
  const company = useCompany(kind === 'company' ? editId : null);
  const transporter = useTransporter(kind === 'transporter' ? editId : null);
  const loaded = kind === 'company' ? company : transporter;
  const record: LoadedRecord | undefined = editId === null ? undefined : loaded.data;
  const saveCompany = useSaveCompany();
  const saveTransporter = useSaveTransporter();
  const isCompany = kind === 'company';
  // Who may set what (decision 060, issue 11): the server refuses the rest; the form does not offer it.
  const actorRoleId = useSession().user?.roleId;
  const mayWriteAdminCompanies = isWriter(ADMIN_COMPANY_WRITERS, actorRoleId);
  const mayWriteFlags = isWriter(COMPANY_FLAG_WRITERS, actorRoleId);
  const subject = isCompany ? 'company' : 'transporter';
  const title = isCompany ? 'Company' : 'Transporter';

  const {
    register,
    control,
    handleSubmit,
    reset,
    getFieldState,
    getValues,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: formValuesOf(undefined, defaultCompanyTypeId),
  });
  // spec 000 §2: Escape, the X, Cancel and leaving the screen ask before the changes are discarded (issue 11).
  const confirmDiscard = useDiscardConfirmation();
  const addresses = useFieldArray({ control, name: 'altAddresses', keyName: 'key' });

  useEffect(() => {
    if (recordId === null) return;
    reset(formValuesOf(record, defaultCompanyTypeId));
  }, [recordId, record, defaultCompanyTypeId, reset]);

  const onValid = (values: ParsedValues) => {
    const existing = editId !== null && loaded.data ? { id: editId, version: loaded.data.version } : null;
    const handlers = {
      onSuccess: () => {
        toast.showSuccess(successMessage(subject, existing ? 'updated' : 'created'));
        onClose();
      },
      onError: (error: unknown) => {
        for (const issue of fieldIssuesOf(error)) {
          setError(issue.field as FieldPath<FormValues>, { type: 'server', message: issue.message });
        }
        toast.showError(
          failureMessage(error, existing ? 'update' : 'create', subject),
          failedTitle(`${title} ${existing ? 'Update' : 'Create'}`),
        );
      },
    };
    if (isCompany) {
      saveCompany.mutate({ existing, request: values }, handlers);
    } else {
      saveTransporter.mutate({ existing, request: toTransporterRequest(values) }, handlers);
    }
  };

  const errorOf = (path: string): string | undefined => {
    let current: unknown = errors;
    for (const part of path.split('.')) {
      current =
        current && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
    }
    const message = (current as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };

  /** An empty required field says the catalogue's 'Invalid Input' text, not a format rule's ('Invalid Email'). */
  const messageOf = (name: FieldPath<FormValues>): string | undefined => {
    const error = errorOf(name);
    if (error === undefined) return undefined;
    const value: unknown = getValues(name);
    return value == null || (typeof value === 'string' && value.trim() === '') ? 'Required' : error;
  };

  const textField = (name: FieldPath<FormValues>, label: string, type = 'text') => {
    const id = `${kind}-${name.replace(/\./g, '-')}`;
    const message = messageOf(name);
    return (
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        <InputText
          id={id}
          type={type}
          invalid={message !== undefined}
          aria-invalid={message !== undefined}
          aria-describedby={message !== undefined ? `${id}-error` : undefined}
          {...register(name)}
        />
        <FieldError id={`${id}-error`} label={label} message={message} />
      </div>
    );
  };

  /**
   * A chosen suggestion (spec 001 §7 autocompleteAddress) fills what it knows — city, province, country, postal
   * code; fields it does not know keep what staff typed, and the street box keeps only the street (decision 074).
   * The pin then follows the address like any edit (AddressPinField), asking first if staff placed it by hand.
   */
  const applySuggestion = (prefix: AddressPrefix, suggestion: AddressSuggestion) => {
    const fill = <Field extends SuggestedField>(field: Field, value: PathValue<FormValues, Field>) => {
      // The typed path is the main address's; an alternative address's field has the same type.
      setValue(`${prefix}${field}` as Field, value, { shouldDirty: true, shouldValidate: true });
    };
    if (suggestion.city) fill('city', suggestion.city);
    if (suggestion.postalCode) fill('postalCode', suggestion.postalCode);
    if (suggestion.provinceId !== null) fill('provinceId', suggestion.provinceId);
    if (suggestion.countryId !== null) fill('countryId', suggestion.countryId);
  };

  const addressField = (prefix: AddressPrefix) => {
    const name = `${prefix}address` as 'address';
    const id = `${kind}-${name.replace(/\./g, '-')}`;
    const message = messageOf(name);
    return (
      <div className="form-field">
        <label htmlFor={id}>{t('companies.address')}</label>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <AddressAutocompleteField
              inputId={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onSuggestionChosen={(suggestion) => applySuggestion(prefix, suggestion)}
              invalid={message !== undefined}
            />
          )}
        />
        <FieldError label={t('companies.address')} message={message} />
      </div>
    );
  };

  const dropdownField = (
    name: FieldPath<FormValues>,
    label: string,
    options: ReadonlyArray<{ id: number; name: string }>,
    { nullAs, disabled = false }: { nullAs?: number; disabled?: boolean } = {},
  ) => {
    const id = `${kind}-${name.replace(/\./g, '-')}`;
    return (
      <div className="form-field">
        <label htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Dropdown
              inputId={id}
              aria-labelledby={`${id}-label`}
              value={field.value ?? nullAs ?? null}
              options={[...options]}
              optionLabel="name"
              optionValue="id"
              filter={options.length > 15}
              disabled={disabled}
              onChange={(event) => {
                const value = event.value == null ? null : Number(event.value);
                field.onChange(value === nullAs ? null : value);
              }}
              onBlur={field.onBlur}
              invalid={errorOf(name) !== undefined}
            />
          )}
        />
        <FieldError label={label} message={messageOf(name)} />
      </div>
    );
  };

  const checkboxField = (name: 'registered' | 'preferred', label: string) => (
    <div className="form-field-inline">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            inputId={`${kind}-${name}`}
            disabled={!mayWriteFlags}
            checked={field.value}
            onChange={(event) => field.onChange(event.checked === true)}
          />
        )}
      />
      <label htmlFor={`${kind}-${name}`}>{label}</label>
    </div>
  );

  // Reference names in the user's language (the dictionary's label.<list>.<id>, decision 070).
  const provinceOptions = (provinces.data ?? []).map((province) => ({
    id: province.id,
    name: labels.label('province', province.id, province.name),
  }));
  const countryOptions = (countries.data ?? []).map((country) => ({
    id: country.id,
    name: labels.label(Country.name, country.id, country.name),
  }));
  const timezoneOptions = (timezones.data ?? []).map((timezone) => ({
    id: timezone.id,
    name: labels.label('timezone', timezone.id, timezone.name),
  }));
  // The operator's own (admin) companies are a super admin's: others neither pick that type nor change it.
  const isSavedAdminCompany = record?.companyTypeId !== undefined && isAdminCompanyType(record.companyTypeId);
  const companyTypeOptions = labels
    .options(CompanyType)
    .filter((option) => mayWriteAdminCompanies || isSavedAdminCompany || !isAdminCompanyType(option.id));
  const tierOptions = TIER_OPTIONS.map((option) => ({
    ...option,
    name: option.id === UNASSIGNED ? t('companies.unassigned') : labels.enumeration(CompanyTier, option.id),
  }));
  const isSaving = saveCompany.isPending || saveTransporter.isPending;
  const header = t(editId === null ? `companies.${kind}CreateTitle` : `companies.${kind}EditTitle`);
  const isLoading = editId !== null && loaded.isPending;

  return (
    <Dialog
      header={header}
      visible={recordId !== null}
      onHide={onClose}
      isDirty={recordId !== null && isDirty}
      style={{ width: 'min(60rem, 96vw)' }}
      className="party-editor"
    >
      {isLoading ? (
        <ProgressSpinner />
      ) : (
        <form noValidate aria-label={header} onSubmit={(event) => void handleSubmit(onValid)(event)}>
          {isCompany && editId !== null ? (
            <WorkspacePresence kind="company" id={editId} onRefresh={() => void loaded.refetch()} />
          ) : null}
          <div className="form-grid">
            {textField('name', t('companies.name'))}
            {isCompany
              ? dropdownField('companyTypeId', t('companies.companyType'), companyTypeOptions, {
                  disabled: isSavedAdminCompany && !mayWriteAdminCompanies,
                })
              : null}
            {isCompany
              ? dropdownField('tier', t('companies.tier'), tierOptions, {
                  nullAs: UNASSIGNED,
                  disabled: !mayWriteFlags,
                })
              : null}
            {textField('contactEmail', t('companies.contactEmail'), 'email')}
            {textField('phoneNumber', t('companies.phoneNumber'), 'tel')}
            {dropdownField('timezoneId', t('companies.timezone'), timezoneOptions)}
            {isCompany ? (
              <div className="party-flags">
                {checkboxField('registered', t('companies.registered'))}
                {checkboxField('preferred', t('companies.preferred'))}
              </div>
            ) : null}
          </div>

          <h3 className="party-section-title">{t('companies.mainAddress')}</h3>
          <div className="form-grid">
            {addressField('')}
            {textField('city', t('companies.city'))}
            {textField('postalCode', t('companies.postalCode'))}
            {dropdownField('provinceId', t('companies.province'), provinceOptions)}
            {dropdownField('countryId', t('companies.country'), countryOptions)}
          </div>
          <AddressPinField
            control={control}
            getFieldState={getFieldState}
            prefix=""
            idPrefix={`${kind}-main`}
            label={t('companies.mainAddress')}
            tileUrl={tileUrl}
            error={errorOf('spatialGenericAddress.latitude') ?? errorOf('spatialGenericAddress.longitude')}
            provinces={provinces.data ?? []}
            countries={countries.data ?? []}
          />

          <h3 className="party-section-title">{t('companies.alternativeAddresses')}</h3>
          {addresses.fields.length === 0 ? (
            <p className="party-empty">{t('companies.noAlternativeAddress')}</p>
          ) : null}
          {addresses.fields.map((address, index) => {
            const label = t('companies.alternativeAddressNumber', { number: index + 1 });
            return (
              <section key={address.key} className="party-address" aria-label={label}>
                <div className="party-address-header">
                  <h4>{label}</h4>
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    severity="danger"
                    label={t('companies.removeAddress')}
                    aria-label={t('companies.removeAddressNumber', { number: index + 1 })}
                    onClick={() => addresses.remove(index)}
                  />
                </div>
                <div className="form-grid">
                  {textField(`altAddresses.${index}.locationName`, t('companies.locationName'))}
                  {addressField(`altAddresses.${index}.`)}
                  {textField(`altAddresses.${index}.city`, t('companies.city'))}
                  {textField(`altAddresses.${index}.postalCode`, t('companies.postalCode'))}
                  {dropdownField(
                    `altAddresses.${index}.provinceId`,
                    t('companies.province'),
                    provinceOptions,
                  )}
                  {dropdownField(`altAddresses.${index}.countryId`, t('companies.country'), countryOptions)}
                </div>
                <AddressPinField
                  control={control}
                  getFieldState={getFieldState}
                  prefix={`altAddresses.${index}.`}
                  idPrefix={`${kind}-address-${index}`}
                  label={label}
                  tileUrl={tileUrl}
                  error={
                    errorOf(`altAddresses.${index}.spatialGenericAddress.latitude`) ??
                    errorOf(`altAddresses.${index}.spatialGenericAddress.longitude`)
                  }
                  provinces={provinces.data ?? []}
                  countries={countries.data ?? []}
                />
              </section>
            );
          })}
          <Button
            type="button"
            icon="pi pi-plus"
            outlined
            label={t('companies.addAddress')}
            onClick={() => addresses.append(newAddress())}
          />

          <div className="form-actions">
            <Button
              type="button"
              label={t('common.cancel')}
              severity="secondary"
              text
              onClick={() => confirmDiscard(isDirty, onClose)}
            />
            <Button type="submit" label={t('companies.save')} icon="pi pi-check" loading={isSaving} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
