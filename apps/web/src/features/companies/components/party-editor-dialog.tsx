import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADMIN_COMPANY_WRITERS,
  COMPANY_FLAG_WRITERS,
  COMPANY_TIER_OPTIONS,
  CompanyTier,
  CompanyType,
  companyInputSchema,
  DEFAULT_COUNTRY_ID,
  DEFAULT_PROVINCE_ID,
  DEFAULT_TIMEZONE_ID,
  isAdminCompanyType,
  isWriter,
  type Address,
  type AddressSuggestion,
  type CompanyInput,
  type Coordinates,
  type TransporterInput,
} from '@portal/contracts';
import {
  AddressAutocomplete,
  CheckboxField,
  EditorFormView,
  FieldError,
  FormControl,
  SelectField,
  TextField,
  useEditorForm,
  useFormList,
  type FormFieldValue,
} from '../../../components/form';
import { WorkspacePresence } from '../../../components/live';
import { Button, Dialog, iconClass, ProgressSpinner } from '../../../components/ui';
import { useSession } from '../../../lib/auth';
import { useLabels } from '../../../lib/i18n-labels';
import { useReferenceList, useReferenceOptions } from '../../../lib/reference-data';
import { useCompany } from '../api/get-company';
import { useMapTileUrl } from '../api/get-map-tile-url';
import { useTransporter } from '../api/get-transporter';
import { useSaveCompany } from '../api/save-company';
import { useSaveTransporter } from '../api/save-transporter';
import { AddressPinField, type AddressPrefix } from './address-pin-field';

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
  const editId = typeof recordId === 'number' ? recordId : null;
  const company = useCompany(kind === 'company' ? editId : null);
  const transporter = useTransporter(kind === 'transporter' ? editId : null);
  const loaded = kind === 'company' ? company : transporter;
  const record: (LoadedRecord & { id: number; version: number }) | undefined =
    editId === null ? undefined : loaded.data;
  const header = t(editId === null ? `companies.${kind}CreateTitle` : `companies.${kind}EditTitle`);
  // spec 000 §2: Escape, the X, Cancel and leaving the screen ask before the changes are discarded (issue 11).
  const [isDirty, setIsDirty] = useState(false);

  return (
    <Dialog
      header={header}
      visible={recordId !== null}
      onHide={onClose}
      isDirty={recordId !== null && isDirty}
      style={{ width: 'min(60rem, 96vw)' }}
      className="party-editor"
    >
      {recordId === null ? null : editId !== null && !record ? (
        <ProgressSpinner />
      ) : (
        <PartyEditorForm
          // A newer version (a refresh, another user's change) starts the form again from what is stored.
          key={record ? `${record.id}-${record.version}` : 'new'}
          kind={kind}
          header={header}
          record={record ?? null}
          defaultCompanyTypeId={defaultCompanyTypeId}
          onClose={onClose}
          onRefresh={() => void loaded.refetch()}
          onDirtyChange={setIsDirty}
        />
      )}
    </Dialog>
  );
}

export interface PartyEditorFormProps {
  readonly kind: PartyKind;
  readonly header: string;
  readonly record: (LoadedRecord & { id: number; version: number }) | null;
  readonly defaultCompanyTypeId: number;
  /** Cancel; also after a save unless onSaved says otherwise (the dialog closes). */
  readonly onClose: () => void;
  /** After a stored save; a record page stays on the record (decision 122). Default: onClose. */
  readonly onSaved?: () => void;
  readonly onRefresh: () => void;
  readonly onDirtyChange: (isDirty: boolean) => void;
}

/**
 * The Company and Transporter editors (spec 001 §3): every field, the main address and alternative addresses. One
 * form for the editor dialog and the record page (decision 122).
 */
export function PartyEditorForm({
  kind,
  header,
  record,
  defaultCompanyTypeId,
  onClose,
  onSaved,
  onRefresh,
  onDirtyChange,
}: PartyEditorFormProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const tileUrl = useMapTileUrl();
  const provinces = useReferenceList('provinces');
  const countries = useReferenceList('countries');
  const saveCompany = useSaveCompany();
  const saveTransporter = useSaveTransporter();
  const isCompany = kind === 'company';
  // Who may set what (decision 060, issue 11): the server refuses the rest; the form does not offer it.
  const actorRoleId = useSession().user?.roleId;
  const mayWriteAdminCompanies = isWriter(ADMIN_COMPANY_WRITERS, actorRoleId);
  const mayWriteFlags = isWriter(COMPANY_FLAG_WRITERS, actorRoleId);

  const editor = useEditorForm({
    schema: companyInputSchema,
    values: formValuesOf(record ?? undefined, defaultCompanyTypeId),
    record: record ? { id: record.id, version: record.version } : null,
    subject: kind,
    title: isCompany ? 'Company' : 'Transporter',
    save: (values, existing) =>
      isCompany
        ? saveCompany.mutateAsync({ existing, request: values })
        : saveTransporter.mutateAsync({ existing, request: toTransporterRequest(values) }),
    onSaved: onSaved ?? onClose,
    refresh: onRefresh,
  });
  const { setValue, formState } = editor.form;
  const { messageOf } = editor;
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const addresses = useFormList(editor.form, 'altAddresses');
  const field = { editor, idPrefix: kind } as const;

  /**
   * A chosen suggestion (spec 001 §7 autocompleteAddress) fills what it knows — city, province, country, postal
   * code; fields it does not know keep what staff typed, and the street box keeps only the street (decision 074).
   * The pin then follows the address like any edit (AddressPinField), asking first if staff placed it by hand.
   */
  const applySuggestion = (prefix: AddressPrefix, suggestion: AddressSuggestion) => {
    const fill = <Field extends SuggestedField>(name: Field, value: FormFieldValue<FormValues, Field>) => {
      // The typed path is the main address's; an alternative address's field has the same type.
      setValue(`${prefix}${name}` as Field, value, { shouldDirty: true, shouldValidate: true });
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
        <FormControl
          form={editor.form}
          name={name}
          render={(address) => (
            <AddressAutocomplete
              inputId={id}
              value={address.value}
              onChange={address.onChange}
              onBlur={address.onBlur}
              onSuggestionChosen={(suggestion) => applySuggestion(prefix, suggestion)}
              invalid={message !== undefined}
            />
          )}
        />
        <FieldError label={t('companies.address')} message={message} />
      </div>
    );
  };

  /** The address lines every address has: the street (with suggestions), city, postal code, province, country. */
  const addressLines = (prefix: AddressPrefix) => (
    <>
      {addressField(prefix)}
      <TextField {...field} name={`${prefix}city` as 'city'} label={t('companies.city')} />
      <TextField {...field} name={`${prefix}postalCode` as 'postalCode'} label={t('companies.postalCode')} />
      <SelectField
        {...field}
        name={`${prefix}provinceId` as 'provinceId'}
        label={t('companies.province')}
        options={provinceOptions}
        filter
      />
      <SelectField
        {...field}
        name={`${prefix}countryId` as 'countryId'}
        label={t('companies.country')}
        options={countryOptions}
      />
    </>
  );

  const pinField = (prefix: AddressPrefix, idPrefix: string, label: string) => (
    <AddressPinField
      form={editor.form}
      prefix={prefix}
      idPrefix={idPrefix}
      label={label}
      tileUrl={tileUrl}
      error={
        messageOf(`${prefix}spatialGenericAddress.latitude` as 'spatialGenericAddress.latitude') ??
        messageOf(`${prefix}spatialGenericAddress.longitude` as 'spatialGenericAddress.longitude')
      }
      provinces={provinces.data ?? []}
      countries={countries.data ?? []}
    />
  );

  // Reference names in the user's language (the dictionary's label.<list>.<id>, decision 070).
  const provinceOptions = useReferenceOptions('provinces');
  const countryOptions = useReferenceOptions('countries');
  const timezoneOptions = useReferenceOptions('timezones');
  // The operator's own (admin) companies are a super admin's: others neither pick that type nor change it.
  const isSavedAdminCompany = record?.companyTypeId !== undefined && isAdminCompanyType(record.companyTypeId);
  const companyTypeOptions = labels
    .options(CompanyType)
    .filter((option) => mayWriteAdminCompanies || isSavedAdminCompany || !isAdminCompanyType(option.id));
  const tierOptions = TIER_OPTIONS.map((option) => ({
    ...option,
    name: option.id === UNASSIGNED ? t('companies.unassigned') : labels.enumeration(CompanyTier, option.id),
  }));

  return (
    <EditorFormView
      editor={editor}
      label={header}
      saveLabel={t('companies.save')}
      onCancel={onClose}
      header={
        isCompany && record ? <WorkspacePresence kind="company" id={record.id} onRefresh={onRefresh} /> : null
      }
    >
      <div className="form-grid">
        <TextField {...field} name="name" label={t('companies.name')} />
        {isCompany ? (
          <>
            <SelectField
              {...field}
              name="companyTypeId"
              label={t('companies.companyType')}
              options={companyTypeOptions}
              disabled={isSavedAdminCompany && !mayWriteAdminCompanies}
            />
            <SelectField
              {...field}
              name="tier"
              label={t('companies.tier')}
              options={tierOptions}
              nullAs={UNASSIGNED}
              disabled={!mayWriteFlags}
            />
          </>
        ) : null}
        <TextField {...field} name="contactEmail" label={t('companies.contactEmail')} type="email" />
        <TextField {...field} name="phoneNumber" label={t('companies.phoneNumber')} type="tel" />
        <SelectField
          {...field}
          name="timezoneId"
          label={t('companies.timezone')}
          options={timezoneOptions}
          filter
        />
        {isCompany ? (
          <div className="party-flags">
            <CheckboxField
              {...field}
              name="registered"
              label={t('companies.registered')}
              disabled={!mayWriteFlags}
            />
            <CheckboxField
              {...field}
              name="preferred"
              label={t('companies.preferred')}
              disabled={!mayWriteFlags}
            />
          </div>
        ) : null}
      </div>

      <h3 className="party-section-title">{t('companies.mainAddress')}</h3>
      <div className="form-grid">{addressLines('')}</div>
      {pinField('', `${kind}-main`, t('companies.mainAddress'))}

      <h3 className="party-section-title">{t('companies.alternativeAddresses')}</h3>
      {addresses.fields.length === 0 ? (
        <p className="party-empty">{t('companies.noAlternativeAddress')}</p>
      ) : null}
      {addresses.fields.map((address, index) => {
        const label = t('companies.alternativeAddressNumber', { number: index + 1 });
        const prefix: AddressPrefix = `altAddresses.${index}.`;
        return (
          <section key={address.key} className="party-address" aria-label={label}>
            <div className="party-address-header">
              <h4>{label}</h4>
              <Button
                type="button"
                icon={iconClass('delete')}
                text
                severity="danger"
                label={t('companies.removeAddress')}
                aria-label={t('companies.removeAddressNumber', { number: index + 1 })}
                onClick={() => addresses.remove(index)}
              />
            </div>
            <div className="form-grid">
              <TextField
                {...field}
                name={`altAddresses.${index}.locationName`}
                label={t('companies.locationName')}
              />
              {addressLines(prefix)}
            </div>
            {pinField(prefix, `${kind}-address-${index}`, label)}
          </section>
        );
      })}
      <Button
        type="button"
        icon={iconClass('add')}
        outlined
        label={t('companies.addAddress')}
        onClick={() => addresses.append(newAddress())}
      />
    </EditorFormView>
  );
}
