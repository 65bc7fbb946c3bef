import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_COMMENT_MAX_LENGTH, MONEY_RULE } from '@portal/contracts';
import {
  Button,
  Checkbox,
  iconClass,
  isOverLimit,
  LimitedTextArea,
  NumberInput,
} from '../../../../components/ui';

export interface OrderSettingsPanelProps {
  /** The buyer delivery fee as typed (null: not set; NaN: unreadable). */
  readonly deliveryFee: number | null;
  readonly onDeliveryFeeChange: (fee: number | null) => void;
  /** The §8 message on the fee after a refused save or finish setup. */
  readonly deliveryFeeError: string | null;
  readonly invoiced: boolean;
  readonly onToggleInvoiced: () => void;
  readonly isTogglingInvoiced: boolean;
  /** Only super admins and finance flip the invoiced flag (decision 164); others see it. */
  readonly canToggleInvoiced: boolean;
  readonly comment: string;
  readonly onCommentChange: (comment: string) => void;
  readonly isCommentChanged: boolean;
  readonly onSaveComment: () => void;
  readonly isSavingComment: boolean;
  /** A read-only order keeps its delivery fee; its comment stays open (a note still helps, decision 163). */
  readonly readOnly: boolean;
}

/**
 * The order's own settings beside its lines (issue 15): the buyer delivery fee (spec 001 §5: set to finish the
 * order; saved with the workspace's Save), the invoiced toggle (`toggleOrderInvoiced/{id}`, saved at once) and the
 * comment (`orderComment`, saved by its own button so a note never waits for the lines, in any status).
 */
export function OrderSettingsPanel({
  deliveryFee,
  onDeliveryFeeChange,
  deliveryFeeError,
  invoiced,
  onToggleInvoiced,
  isTogglingInvoiced,
  canToggleInvoiced,
  comment,
  onCommentChange,
  isCommentChanged,
  onSaveComment,
  isSavingComment,
  readOnly,
}: OrderSettingsPanelProps) {
  const { t } = useTranslation();
  const feeId = useId();
  const feeErrorId = useId();
  const invoicedId = useId();
  const commentId = useId();
  return (
    <section className="construction-kit__panel" aria-labelledby="order-construction-settings">
      <h2 id="order-construction-settings" className="construction-kit__panel-title">
        {t('orderConstruction.orderSettings')}
      </h2>
      <div className="order-construction__field">
        <label htmlFor={feeId}>{t('orderConstruction.deliveryFee')}</label>
        <NumberInput
          id={feeId}
          value={deliveryFee}
          onValueChange={onDeliveryFeeChange}
          rule={MONEY_RULE}
          disabled={readOnly}
          invalid={deliveryFeeError !== null}
          aria-invalid={deliveryFeeError !== null}
          aria-describedby={deliveryFeeError === null ? undefined : feeErrorId}
        />
        {deliveryFeeError === null ? null : (
          <small id={feeErrorId} className="order-construction__error">
            {deliveryFeeError}
          </small>
        )}
      </div>
      <div className="order-construction__check">
        <Checkbox
          inputId={invoicedId}
          checked={invoiced}
          disabled={isTogglingInvoiced || !canToggleInvoiced}
          onChange={onToggleInvoiced}
        />
        <label htmlFor={invoicedId}>{t('orderConstruction.invoiced')}</label>
      </div>
      <div className="order-construction__field">
        <label htmlFor={commentId}>{t('orderConstruction.comment')}</label>
        <LimitedTextArea
          id={commentId}
          value={comment}
          rows={3}
          maxLength={ORDER_COMMENT_MAX_LENGTH}
          onValueChange={onCommentChange}
        />
        <Button
          type="button"
          size="small"
          outlined
          icon={iconClass('save')}
          label={t('orderConstruction.saveComment')}
          disabled={!isCommentChanged || isSavingComment || isOverLimit(comment, ORDER_COMMENT_MAX_LENGTH)}
          loading={isSavingComment}
          onClick={onSaveComment}
        />
      </div>
    </section>
  );
}
