import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  FILTER_DEBOUNCE_MS,
  type CompanyInput,
  type companyInputSchema,
  type Coordinates,
} from '@portal/contracts';
import { useFormField, useFormValues, type FormFieldPath, type FormOf } from '../../../components/form';
import { Button } from '../../../components/ui';
import { useGeocodeAddress } from '../api/geocode-address';
import type { CountryRow as CountryOption, ProvinceRow as ProvinceOption } from '../../../lib/reference-data';
import { decidePinMove, pinOf, pinQueryOf, type PinOrigin } from './address-pin';
import { CoordinatesField } from './coordinates-field';

/** The main address's fields sit at the top of the form, an alternative address's under its index. */
export type AddressPrefix = '' | `altAddresses.${number}.`;

export interface AddressPinFieldProps {
  /** The company editor's form (`useEditorForm(…).form`). */
  readonly form: FormOf<CompanyInput, z.output<typeof companyInputSchema>>;
  readonly prefix: AddressPrefix;
  /** Unique per form, used for the inputs' ids. */
  readonly idPrefix: string;
  /** What the pin locates, for labels: "Main Address", "Alternative Address 2". */
  readonly label: string;
  readonly tileUrl: string | null;
  readonly error?: string | undefined;
  readonly provinces: readonly ProvinceOption[];
  readonly countries: readonly CountryOption[];
}

interface Proposal {
  readonly pin: Coordinates;
  readonly place: string;
}

/**
 * The pin of one address (decision 074): it follows the address as staff edit it — street, city, postal code,
 * province, country, or a chosen suggestion — 500 ms after the last change (spec 001 §9 debounce). A pin staff
 * placed by hand, or one saved with the record, is not moved without asking: the new place is offered with
 * 'Move Pin' and 'Keep Pin' beside the map.
 */
export function AddressPinField({
  form,
  prefix,
  idPrefix,
  label,
  tileUrl,
  error,
  provinces,
  countries,
}: AddressPinFieldProps) {
  const { t } = useTranslation();
  const geocode = useGeocodeAddress();
  // The typed paths are the main address's; an alternative address's fields have the same types.
  const addressNames = [
    `${prefix}address` as 'address',
    `${prefix}city` as 'city',
    `${prefix}postalCode` as 'postalCode',
    `${prefix}provinceId` as 'provinceId',
    `${prefix}countryId` as 'countryId',
  ] as const;
  const pinName = `${prefix}spatialGenericAddress` as 'spatialGenericAddress';
  const field = useFormField(form, pinName);
  const [address, city, postalCode, provinceId, countryId] = useFormValues(form, addressNames);
  const { getFieldState } = form;
  const query = pinQueryOf({
    address,
    city,
    postalCode,
    provinceCode: provinces.find((province) => province.id === provinceId)?.code,
    countryName: countries.find((country) => country.id === countryId)?.name,
  });

  const [origin, setOrigin] = useState<PinOrigin>(field.value ? 'hand' : 'none');
  const [proposal, setProposal] = useState<Proposal | null>(null);
  // The place the pin last answered for: opening a record is not an edit, so its own address is the start.
  const answeredQuery = useRef(query);
  // The timer reads the latest pin and rules, not the ones of the render that started it.
  const latest = useRef({ value: field.value, onChange: field.onChange, origin, getFieldState });
  useEffect(() => {
    latest.current = { value: field.value, onChange: field.onChange, origin, getFieldState };
  });

  useEffect(() => {
    if (query === answeredQuery.current) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      answeredQuery.current = query;
      const current = latest.current;
      const isPristine = (name: FormFieldPath<CompanyInput>) => !current.getFieldState(name).isDirty;
      if (addressNames.every(isPristine) && isPristine(pinName)) {
        // The form was (re)loaded from the record, not edited: its pin stays and counts as placed by hand.
        setOrigin(current.value ? 'hand' : 'none');
        setProposal(null);
        return;
      }
      if (query === null) return;
      void geocode(query).then((found) => {
        if (!isCurrent) return;
        const pin = pinOf(found);
        const decision = decidePinMove(latest.current.value, latest.current.origin, pin);
        if (!pin || !found || decision.kind === 'keep') return;
        if (decision.kind === 'ask') {
          setProposal({ pin, place: found.label });
          return;
        }
        latest.current.onChange(pin);
        setOrigin('address');
        setProposal(null);
      });
    }, FILTER_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
    // addressNames and pinName follow prefix; the rest is read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, geocode, prefix]);

  const questionId = `${idPrefix}-pin-question`;
  return (
    <>
      <CoordinatesField
        idPrefix={idPrefix}
        label={label}
        value={field.value ?? null}
        onChange={(value) => {
          // A click, a drag, typed coordinates or Clear Pin: staff's own choice, kept until they change it.
          field.onChange(value);
          setOrigin(value ? 'hand' : 'none');
          setProposal(null);
        }}
        tileUrl={tileUrl}
        error={error}
      />
      <div aria-live="polite">
        {proposal ? (
          <div className="pin-proposal" role="group" aria-labelledby={questionId}>
            <span id={questionId}>{t('companies.pinMoveQuestion', { place: proposal.place })}</span>
            <Button
              type="button"
              size="small"
              icon="pi pi-map-marker"
              label={t('companies.movePin')}
              onClick={() => {
                field.onChange(proposal.pin);
                setOrigin('address');
                setProposal(null);
              }}
            />
            <Button
              type="button"
              size="small"
              severity="secondary"
              outlined
              label={t('companies.keepPin')}
              onClick={() => setProposal(null)}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}
