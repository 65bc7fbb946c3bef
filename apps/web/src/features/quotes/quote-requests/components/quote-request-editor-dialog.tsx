import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ActionLogType,
  CompanyType,
  DEFAULT_COUNTRY_ID,
  DEFAULT_PROVINCE_ID,
  DeliveryMethod,
  formatQuoteNumber,
  QUOTE_REQUEST_DETAILS_MAX_LENGTH,
  quoteRequestInputSchema,
  RequestPurpose,
  Role,
  type QuoteRequest,
} from '@portal/contracts';
import {
  CheckboxField,
  CompanyPickerField,
  EditorFormView,
  ReferenceSelectField,
  SelectField,
  TextAreaField,
  TextField,
  UserPickerField,
  useEditorForm,
  useFormValues,
  type PickerOption,
} from '../../../../components/form';
import { RecordHistory } from '../../../../components/record/record-history';
import { Dialog } from '../../../../components/ui';
import { useLabels } from '../../../../lib/i18n-labels';
import { useQuoteRequest, useSaveQuoteRequest } from '../api/quote-requests';
import { QuoteRequestAttachments } from './quote-request-attachments';

/** The buyer contact is a buyer or a buyer admin of the request's buyer company (decision 135). */
const BUYER_ROLE_IDS: readonly number[] = [Role.ids.BUYER, Role.ids.BUYER_ADMIN];

/** A record picked in the form: empty (null) until picked, and then refused as Required before any call. */
const pickedIdSchema = z
  .number()
  .int()
  .positive()
  .nullable()
  .transform((id, context) => {
    if (id !== null) return id;
    context.addIssue({ code: 'custom', message: 'Required' });
    return z.NEVER;
  });

/** The request as the editor holds it: the contract's, with the buyer and the contact empty until picked. */
const quoteRequestFormSchema = quoteRequestInputSchema.extend({
  buyerCompanyId: pickedIdSchema,
  buyerUserId: pickedIdSchema,
});
type QuoteRequestFormValues = z.input<typeof quoteRequestFormSchema>;

/** spec 001 §3 Quote request; a new one is a delivery for an install, in Quebec, Canada (spec 001 §9 defaults). */
function formValuesOf(request: QuoteRequest | null): QuoteRequestFormValues {
  return {
    buyerCompanyId: request?.buyerCompanyId ?? null,
    buyerUserId: request?.buyerUserId ?? null,
    ownerUserId: request?.ownerUserId ?? null,
    referenceNumber: request?.referenceNumber ?? '',
    email: request?.email ?? '',
    jobName: request?.jobName ?? '',
    approxJobDate: request?.approxJobDate ?? '',
    quoteBackDate: request?.quoteBackDate ?? '',
    deliveryMethodId: request?.deliveryMethodId ?? DeliveryMethod.ids.DELIVERY,
    deliveryAddress: request?.deliveryAddress ?? '',
    city: request?.city ?? '',
    postalCode: request?.postalCode ?? '',
    provinceId: request ? request.provinceId : DEFAULT_PROVINCE_ID,
    countryId: request ? request.countryId : DEFAULT_COUNTRY_ID,
    spatialDeliveryAddress: request?.spatialDeliveryAddress ?? null,
    details: request?.details ?? '',
    requestPurpose: {
      id: request?.requestPurpose.id ?? RequestPurpose.ids.INSTALL,
      clientName: request?.requestPurpose.clientName ?? '',
    },
    qto: request?.qto ?? false,
  };
}

export interface QuoteRequestEditorDialogProps {
  /** null: closed; 'new': create; an id: edit that request. */
  readonly requestId: number | 'new' | null;
  readonly onClose: () => void;
}

/** The quote request editor (spec 001 §2 Quote Request Management, §3 Quote request) in a dialog. */
export function QuoteRequestEditorDialog({ requestId, onClose }: QuoteRequestEditorDialogProps) {
  const { t } = useTranslation();
  const [isDirty, setIsDirty] = useState(false);
  const record = useQuoteRequest(typeof requestId === 'number' ? requestId : null);
  const current = typeof requestId === 'number' && record.data?.id === requestId ? record.data : null;
  const isReady = requestId === 'new' || current !== null;
  return (
    <Dialog
      header={requestId === 'new' ? t('quoteRequests.newTitle') : t('quoteRequests.editTitle')}
      visible={requestId !== null}
      onHide={onClose}
      isDirty={requestId !== null && isDirty}
      style={{ width: 'min(60rem, 95vw)' }}
    >
      {requestId !== null && isReady ? (
        <QuoteRequestEditorForm
          key={current ? `${current.id}-${current.version}` : 'new'}
          existing={current}
          onClose={onClose}
          onRefresh={() => void record.refetch()}
          onDirtyChange={setIsDirty}
        />
      ) : null}
    </Dialog>
  );
}

interface QuoteRequestEditorFormProps {
  readonly existing: QuoteRequest | null;
  readonly onClose: () => void;
  readonly onRefresh: () => void;
  readonly onDirtyChange: (isDirty: boolean) => void;
}

function QuoteRequestEditorForm({
  existing,
  onClose,
  onRefresh,
  onDirtyChange,
}: QuoteRequestEditorFormProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const save = useSaveQuoteRequest();
  const editor = useEditorForm({
    schema: quoteRequestFormSchema,
    values: formValuesOf(existing),
    record: existing,
    subject: 'quote request',
    title: 'Quote Request',
    save: (request, record) => save.mutateAsync({ existing: record, request }),
    onSaved: onClose,
    refresh: onRefresh,
  });
  const { formState, setValue } = editor.form;
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const [purposeId, details, buyerCompanyId] = useFormValues(editor.form, [
    'requestPurpose.id',
    'details',
    'buyerCompanyId',
  ]);
  // The company the contact was picked for: another company's contact cannot stay (decision 144).
  const contactCompanyId = useRef(existing?.buyerCompanyId ?? null);
  const handleCompanyChosen = (option: PickerOption | null) => {
    const companyId = option?.id ?? null;
    if (companyId === contactCompanyId.current) return;
    contactCompanyId.current = companyId;
    setValue('buyerUserId', null, { shouldDirty: true });
  };
  const lineCount = (details ?? '').split('\n').filter((line) => line.trim() !== '').length;
  const field = { editor, idPrefix: 'quote-request' } as const;
  const label = existing
    ? `${t('quoteRequests.editTitle')} ${formatQuoteNumber('QR', existing.quoteNumber)}`
    : t('quoteRequests.newTitle');

  return (
    <EditorFormView editor={editor} label={label} onCancel={onClose}>
      <div className="form-grid">
        <CompanyPickerField
          {...field}
          name="buyerCompanyId"
          label={t('quoteRequests.buyerCompany')}
          companyTypeId={CompanyType.ids.BUYER}
          selectedName={existing?.buyerCompanyName}
          onChosen={handleCompanyChosen}
        />
        <UserPickerField
          // A new company starts a new search: no suggestion of the previous company's people stays.
          key={buyerCompanyId ?? 'none'}
          {...field}
          name="buyerUserId"
          label={t('quoteRequests.buyerUser')}
          roleId={BUYER_ROLE_IDS}
          companyId={buyerCompanyId ?? undefined}
          disabled={buyerCompanyId === null}
          hint={buyerCompanyId === null ? t('quoteRequests.buyerUserHint') : undefined}
          selectedName={existing?.buyerUserName}
        />
        <UserPickerField
          {...field}
          name="ownerUserId"
          label={t('quoteRequests.owner')}
          roleId={Role.ids.SUPER_ADMIN}
          selectedName={existing?.ownerUserName ?? undefined}
        />
        <TextField {...field} name="jobName" label={t('quoteRequests.jobName')} />
        <TextField {...field} name="referenceNumber" label={t('quoteRequests.referenceNumber')} />
        <TextField {...field} name="email" label={t('quoteRequests.email')} type="email" />
        <TextField {...field} name="approxJobDate" label={t('quoteRequests.approxJobDate')} type="date" />
        <TextField {...field} name="quoteBackDate" label={t('quoteRequests.quoteBackDate')} type="date" />
        <SelectField
          {...field}
          name="requestPurpose.id"
          label={t('quoteRequests.purpose')}
          options={labels.options(RequestPurpose)}
        />
        {purposeId === RequestPurpose.ids.BID ? (
          <TextField {...field} name="requestPurpose.clientName" label={t('quoteRequests.clientName')} />
        ) : null}
        <SelectField
          {...field}
          name="deliveryMethodId"
          label={t('quoteRequests.deliveryMethod')}
          options={labels.options(DeliveryMethod)}
        />
        <CheckboxField {...field} name="qto" label={t('quoteRequests.qto')} />
        <TextField {...field} name="deliveryAddress" label={t('quoteRequests.deliveryAddress')} />
        <TextField {...field} name="city" label={t('quoteRequests.city')} />
        <TextField {...field} name="postalCode" label={t('quoteRequests.postalCode')} />
        <ReferenceSelectField
          {...field}
          name="provinceId"
          label={t('quoteRequests.province')}
          list="provinces"
        />
        <ReferenceSelectField
          {...field}
          name="countryId"
          label={t('quoteRequests.country')}
          list="countries"
        />
        <TextAreaField
          {...field}
          name="details"
          label={t('quoteRequests.details')}
          rows={10}
          maxLength={QUOTE_REQUEST_DETAILS_MAX_LENGTH}
          hint={t('quoteRequests.detailsHint', { count: lineCount })}
        />
      </div>
      {existing ? <QuoteRequestAttachments request={existing} /> : null}
      {existing ? (
        <RecordHistory entityType={ActionLogType.ids.QUOTE_REQUEST} entityId={existing.id} isCollapsible />
      ) : null}
    </EditorFormView>
  );
}
