import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  canPhaseOrder,
  ErrorCode,
  findPhasingProblems,
  ItemStatus,
  MESSAGES,
  OrderStatus,
  PHASING_ISSUE_MESSAGES,
  ROUTES,
  type OrderPhaseResult,
  type OrderRecord,
  type PhasingIssue,
  type PhasingProblem,
  QUANTITY_RULE,
} from '@portal/contracts';
import { Button, Checkbox, Message, NumberInput, useUnsavedChangesGuard } from '../../../../components/ui';
import { OutdatedNotice } from '../../../../components/form';
import { isApiError } from '../../../../lib/api-client';
import { failureMessage } from '../../../../lib/failure-message';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useSingleSubmit } from '../../../../lib/use-single-submit';
import { useFormat } from '../../../../lib/i18n-format';
import { translateEnumeration, translateMessage } from '../../../../lib/i18n-labels';
import { usePhaseOrder } from '../api/order-phase';
import {
  phaseableItems,
  phasePreview,
  selectionsOf,
  type PhaseChoice,
  type PhaseSide,
} from '../phase-preview';

/** spec 001 §4: the wizard's steps, in order. */
const STEPS = ['stepReview', 'stepSelect', 'stepDistribute'] as const;
type StepIndex = 0 | 1 | 2;

/** A phasing problem in the interface language: the catalogue's message (contracts PHASING_ISSUE_MESSAGES). */
function problemText(issue: PhasingIssue): string {
  return translateMessage(PHASING_ISSUE_MESSAGES[issue]);
}

export interface OrderPhasingWizardProps {
  readonly order: OrderRecord;
  /** Reads the order again and starts the wizard over (after another user changed it). */
  readonly onRefresh: () => void;
}

/**
 * The Order Phasing Wizard (spec 001 §2 /orders/order-phasing-wizard, §4 Review order details → Select order info
 * → Distribute values; decision 171): the items and quantities of a new phase chosen from the keyboard, the rules
 * of §4–§5 said on the spot, every charge's share shown by the same rule the server writes, then POST orderPhase.
 */
export function OrderPhasingWizard({ order, onRefresh }: OrderPhasingWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<StepIndex>(0);
  const [choice, setChosen] = useState<PhaseChoice>(() => new Map());
  // One key per chosen phase (decision 193): Create Phase sent again for the same choice answers the phase made
  // first (a lost answer, a retry); another choice is another intent, with a key of its own.
  const [intentKey, setIntentKey] = useState(newIdempotencyKey);
  const setChoice = (next: PhaseChoice) => {
    setChosen(next);
    setIntentKey(newIdempotencyKey());
  };
  const [hasTriedNext, setHasTriedNext] = useState(false);
  const phase = usePhaseOrder();
  const createOnce = useSingleSubmit();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  useUnsavedChangesGuard(choice.size > 0 && !phase.isSuccess);

  // A new step (or the result) takes the focus to its heading, so a keyboard or screen reader user starts there.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, phase.isSuccess]);

  const selections = selectionsOf(order, choice);
  const problems = findPhasingProblems(order.items, selections);

  if (phase.data) return <PhaseCreated result={phase.data} headingRef={headingRef} />;

  const goToDistribute = () => {
    setHasTriedNext(true);
    if (selections.length > 0 && problems.length === 0) setStep(2);
  };

  return (
    <div className="order-phasing">
      <ol className="order-phasing__steps" aria-label={t('orderPhasing.steps')}>
        {STEPS.map((key, index) => (
          <li
            key={key}
            className={`order-phasing__step${index === step ? ' order-phasing__step--current' : ''}${index < step ? ' order-phasing__step--done' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="order-phasing__step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`orderPhasing.${key}`)}</span>
          </li>
        ))}
      </ol>
      <section className="surface-panel order-phasing__panel" aria-labelledby={`order-phasing-step-${step}`}>
        <h2
          id={`order-phasing-step-${step}`}
          ref={headingRef}
          tabIndex={-1}
          className="order-phasing__heading"
        >
          {t(`orderPhasing.${STEPS[step]}`)}
        </h2>
        {step === 0 ? <ReviewStep order={order} /> : null}
        {step === 1 ? (
          <SelectStep
            order={order}
            choice={choice}
            onChoiceChange={setChoice}
            problems={problems}
            showSelectionProblems={hasTriedNext}
          />
        ) : null}
        {step === 2 ? <DistributeStep order={order} choice={choice} /> : null}
        {isApiError(phase.error) && phase.error.code === ErrorCode.OUTDATED ? (
          // spec 001 §8 notice: another user changed the order since it was read; the choice starts again.
          <OutdatedNotice onRefresh={onRefresh} />
        ) : phase.error ? (
          <Message
            severity="error"
            text={translateMessage(failureMessage(phase.error, 'create', 'order phase'))}
          />
        ) : null}
        <div className="order-phasing__actions">
          <Link to={ROUTES.orderDashboard} className="p-button p-button-text">
            {t('orderPhasing.cancel')}
          </Link>
          {step > 0 ? (
            <Button
              type="button"
              label={t('orderPhasing.back')}
              severity="secondary"
              outlined
              disabled={phase.isPending}
              onClick={() => setStep((step - 1) as StepIndex)}
            />
          ) : null}
          {step === 0 ? (
            <Button
              type="button"
              label={t('orderPhasing.next')}
              disabled={!canPhaseOrder(order.statusId)}
              onClick={() => setStep(1)}
            />
          ) : null}
          {step === 1 ? (
            <Button type="button" label={t('orderPhasing.next')} onClick={goToDistribute} />
          ) : null}
          {step === 2 ? (
            <Button
              type="button"
              label={phase.isPending ? t('orderPhasing.creating') : t('orderPhasing.createPhase')}
              disabled={phase.isPending}
              onClick={() => {
                // A double click makes one call (decision 201); the key makes a retry answer the first phase.
                if (!createOnce.start()) return;
                phase.mutate(
                  {
                    request: { id: order.id, newPhase: { items: selections } },
                    version: order.version,
                    idempotencyKey: intentKey,
                  },
                  { onSettled: createOnce.settled },
                );
              }}
            />
          ) : null}
        </div>
      </section>
    </div>
  );
}

function ReviewStep({ order }: { readonly order: OrderRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const address = [order.deliveryAddress, order.city, order.provinceName, order.postalCode]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      {canPhaseOrder(order.statusId) ? null : (
        <Message severity="warn" text={translateMessage(MESSAGES.phasingNotAllowed)} />
      )}
      <dl className="order-phasing__facts" aria-label={t('orderPhasing.orderDetails')}>
        <dt>{t('orderPhasing.number')}</dt>
        <dd>{order.formattedNumber}</dd>
        <dt>{t('orderPhasing.status')}</dt>
        <dd>{translateEnumeration(OrderStatus, order.statusId)}</dd>
        <dt>{t('orderPhasing.buyerCompany')}</dt>
        <dd>{order.buyerCompanyName}</dd>
        <dt>{t('orderPhasing.jobName')}</dt>
        <dd>{order.jobName}</dd>
        <dt>{t('orderPhasing.deliveryAddress')}</dt>
        <dd>{address || '—'}</dd>
      </dl>
      <table className="order-phasing__table">
        <caption>{t('orderPhasing.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderPhasing.product')}</th>
            <th scope="col">{t('orderPhasing.size')}</th>
            <th scope="col">{t('orderPhasing.seller')}</th>
            <th scope="col">{t('orderPhasing.itemStatus')}</th>
            <th scope="col" className="order-phasing__number">
              {t('orderPhasing.quantity')}
            </th>
            <th scope="col" className="order-phasing__number">
              {t('orderPhasing.buyerUnitPrice')}
            </th>
            <th scope="col" className="order-phasing__number">
              {t('orderPhasing.buyerPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>{item.productName}</td>
              <td>{item.productSizeName}</td>
              <td>{item.sellerCompanyName}</td>
              <td>{translateEnumeration(ItemStatus, item.statusId)}</td>
              <td className="order-phasing__number">{format.decimal(item.quantity)}</td>
              <td className="order-phasing__number">{format.money(item.buyerUnitPrice)}</td>
              <td className="order-phasing__number">{format.money(item.buyerPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="order-phasing__table">
        <caption>{t('orderPhasing.charges')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderPhasing.charge')}</th>
            <th scope="col" className="order-phasing__number">
              {t('orderPhasing.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.discounts.map((entry) => (
            <tr key={`discount-${entry.id}`}>
              <th scope="row">{t('orderPhasing.discount', { name: entry.discountName })}</th>
              <td className="order-phasing__number">{format.money(entry.amount)}</td>
            </tr>
          ))}
          {order.transportCosts.map((entry) => (
            <tr key={`transport-${entry.id}`}>
              <th scope="row">{t('orderPhasing.transportCost', { seller: entry.sellerCompanyName })}</th>
              <td className="order-phasing__number">{format.money(entry.cost)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('orderPhasing.deliveryFee')}</th>
            <td className="order-phasing__number">
              {order.buyerDeliveryFee === null
                ? t('orderPhasing.notSet')
                : format.money(order.buyerDeliveryFee)}
            </td>
          </tr>
          <tr>
            <th scope="row">{t('orderPhasing.grandTotal')}</th>
            <td className="order-phasing__number">{format.money(order.totals.grandTotal)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

interface SelectStepProps {
  readonly order: OrderRecord;
  readonly choice: PhaseChoice;
  readonly onChoiceChange: (choice: PhaseChoice) => void;
  readonly problems: readonly PhasingProblem[];
  /** The problems of the whole selection (none chosen, all chosen) show once Next was tried. */
  readonly showSelectionProblems: boolean;
}

function SelectStep({ order, choice, onChoiceChange, problems, showSelectionProblems }: SelectStepProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseId = useId();
  const items = phaseableItems(order);
  const staying = order.items.length - items.length;
  const selectionIndexOf = new Map(
    selectionsOf(order, choice).map((selection, index) => [selection.id, index]),
  );
  const wholeProblems = problems.filter((problem) => problem.index === null);
  const change = (id: number, quantity: number | null | undefined) => {
    const next = new Map(choice);
    if (quantity === undefined) next.delete(id);
    else next.set(id, quantity);
    onChoiceChange(next);
  };
  return (
    <>
      <p>{t('orderPhasing.selectIntro', { number: order.formattedNumber })}</p>
      {staying > 0 ? <p>{t('orderPhasing.staysBehind', { count: staying })}</p> : null}
      <table className="order-phasing__table">
        <caption>{t('orderPhasing.selectItems')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderPhasing.product')}</th>
            <th scope="col">{t('orderPhasing.seller')}</th>
            <th scope="col" className="order-phasing__number">
              {t('orderPhasing.quantity')}
            </th>
            <th scope="col">{t('orderPhasing.newPhase')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const checkboxId = `${baseId}-item-${item.id}`;
            const errorId = `${baseId}-error-${item.id}`;
            const ofId = `${baseId}-of-${item.id}`;
            const isChosen = choice.has(item.id);
            const index = selectionIndexOf.get(item.id);
            const itemProblems =
              index === undefined ? [] : problems.filter((problem) => problem.index === index);
            const names = { product: item.productName, size: item.productSizeName };
            return (
              <tr key={item.id}>
                <td>
                  <span className="order-phasing__choice">
                    <Checkbox
                      inputId={checkboxId}
                      checked={isChosen}
                      aria-label={t('orderPhasing.moveItem', names)}
                      // Checking an item offers all of it; the user types less to split it.
                      onChange={(event) =>
                        change(item.id, event.checked === true ? item.quantity : undefined)
                      }
                    />
                    <label htmlFor={checkboxId}>
                      {item.productName} ({item.productSizeName})
                    </label>
                  </span>
                </td>
                <td>{item.sellerCompanyName}</td>
                <td className="order-phasing__number">{format.decimal(item.quantity)}</td>
                <td>
                  <span className="order-phasing__quantity">
                    <NumberInput
                      value={isChosen ? (choice.get(item.id) ?? null) : null}
                      disabled={!isChosen}
                      rule={QUANTITY_RULE}
                      aria-label={t('orderPhasing.newPhaseQuantity', names)}
                      aria-invalid={itemProblems.length > 0}
                      aria-describedby={itemProblems.length > 0 ? `${ofId} ${errorId}` : ofId}
                      onValueChange={(quantity) =>
                        change(item.id, quantity === null || Number.isNaN(quantity) ? null : quantity)
                      }
                    />
                    <span id={ofId}>
                      {t('orderPhasing.ofQuantity', { quantity: format.decimal(item.quantity) })}
                    </span>
                  </span>
                  {itemProblems.length > 0 ? (
                    <small id={errorId} className="p-error order-phasing__error">
                      {itemProblems.map((problem) => problemText(problem.issue)).join(' ')}
                    </small>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {showSelectionProblems && choice.size === 0 ? (
        <Message severity="error" text={t('orderPhasing.nothingSelected')} />
      ) : null}
      {showSelectionProblems && wholeProblems.length > 0 ? (
        <Message
          severity="error"
          text={wholeProblems.map((problem) => problemText(problem.issue)).join(' ')}
        />
      ) : null}
      {showSelectionProblems && problems.some((problem) => problem.index !== null) ? (
        <Message severity="error" text={t('orderPhasing.fixSelection')} />
      ) : null}
    </>
  );
}

function DistributeStep({ order, choice }: { readonly order: OrderRecord; readonly choice: PhaseChoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const preview = phasePreview(order, choice);
  const { plan } = preview;
  const balanceName = t('orderPhasing.balancePhase', { number: order.formattedNumber });
  const money = (value: number | null) => (value === null ? t('orderPhasing.notSet') : format.money(value));
  const row = (key: string, label: string, newPhase: string, balancePhase: string) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      <td className="order-phasing__number">{newPhase}</td>
      <td className="order-phasing__number">{balancePhase}</td>
    </tr>
  );
  const cents = (side: PhaseSide, field: 'feeCents' | 'taxCents' | 'grandTotalCents') =>
    format.money(side.money[field] / 100);
  return (
    <>
      <p>{t('orderPhasing.distributeIntro')}</p>
      <div className="order-phasing__sides">
        <PhaseItems caption={t('orderPhasing.newPhaseItems')} side={preview.newPhase} />
        <PhaseItems
          caption={t('orderPhasing.balanceItems', { number: order.formattedNumber })}
          side={preview.balancePhase}
        />
      </div>
      <table className="order-phasing__table">
        <caption>{t('orderPhasing.charges')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderPhasing.charge')}</th>
            <th scope="col" className="order-phasing__number">
              {t('orderPhasing.newPhase')}
            </th>
            <th scope="col" className="order-phasing__number">
              {balanceName}
            </th>
          </tr>
        </thead>
        <tbody>
          {row(
            'subtotal',
            t('orderPhasing.buyerSubtotal'),
            format.money(plan.buyerSubtotal.newPhase),
            format.money(plan.buyerSubtotal.balancePhase),
          )}
          {plan.discounts.map((share) =>
            row(
              `discount-${share.id}`,
              t('orderPhasing.discount', {
                name: order.discounts.find((entry) => entry.id === share.id)?.discountName ?? '',
              }),
              format.money(share.newPhase),
              format.money(share.balancePhase),
            ),
          )}
          {plan.transportCosts.map((share) =>
            row(
              `transport-${share.id}`,
              t('orderPhasing.transportCost', {
                seller: order.transportCosts.find((entry) => entry.id === share.id)?.sellerCompanyName ?? '',
              }),
              format.money(share.newPhase),
              format.money(share.balancePhase),
            ),
          )}
          {row(
            'delivery-fee',
            t('orderPhasing.deliveryFee'),
            money(plan.buyerDeliveryFee.newPhase),
            money(plan.buyerDeliveryFee.balancePhase),
          )}
          {row(
            'fee',
            t('orderPhasing.buyerFee'),
            cents(preview.newPhase, 'feeCents'),
            cents(preview.balancePhase, 'feeCents'),
          )}
          {row(
            'tax',
            t('orderPhasing.tax'),
            cents(preview.newPhase, 'taxCents'),
            cents(preview.balancePhase, 'taxCents'),
          )}
          {row(
            'grand-total',
            t('orderPhasing.grandTotal'),
            cents(preview.newPhase, 'grandTotalCents'),
            cents(preview.balancePhase, 'grandTotalCents'),
          )}
        </tbody>
      </table>
    </>
  );
}

function PhaseItems({ caption, side }: { readonly caption: string; readonly side: PhaseSide }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <table className="order-phasing__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orderPhasing.product')}</th>
          <th scope="col" className="order-phasing__number">
            {t('orderPhasing.quantity')}
          </th>
        </tr>
      </thead>
      <tbody>
        {side.items.map(({ item, quantity }) => (
          <tr key={item.id}>
            <td>
              {item.productName} ({item.productSizeName})
            </td>
            <td className="order-phasing__number">{format.decimal(quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PhaseCreated({
  result,
  headingRef,
}: {
  readonly result: OrderPhaseResult;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const { newPhase, balancePhase } = result;
  return (
    <section className="surface-panel order-phasing__panel" aria-labelledby="order-phasing-created">
      <h2 id="order-phasing-created" ref={headingRef} tabIndex={-1} className="order-phasing__heading">
        {t('orderPhasing.stepDone')}
      </h2>
      <Message
        severity="success"
        text={t('orderPhasing.created', {
          number: newPhase.formattedNumber,
          from: balancePhase.formattedNumber,
        })}
      />
      <div className="order-phasing__actions">
        <Link to={`${ROUTES.orderConstruction}/${newPhase.id}`} className="p-button">
          {t('orderPhasing.openNewPhase', { number: newPhase.formattedNumber })}
        </Link>
        <Link to={ROUTES.orderDashboard} className="p-button p-button-outlined">
          {t('orderPhasing.openDashboard')}
        </Link>
      </div>
    </section>
  );
}
