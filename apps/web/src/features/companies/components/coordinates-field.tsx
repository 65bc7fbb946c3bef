import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coordinatesSchema, type Coordinates } from '@portal/contracts';
import { LocationMap } from '../../../components/map';
import { Button, InputText } from '../../../components/ui';

export interface CoordinatesFieldProps {
  /** Unique per form, used for the inputs' ids. */
  readonly idPrefix: string;
  /** What the coordinates locate, for labels: "Main address", "Alternative address 2". */
  readonly label: string;
  readonly value: Coordinates | null;
  readonly onChange: (value: Coordinates | null) => void;
  readonly tileUrl: string | null;
  readonly error?: string | undefined;
}

function text(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

/**
 * spec 001 §3 spatialGenericAddress: a pin on a small map (click or drag) and the latitude and longitude typed
 * or read. The two boxes only become coordinates when both hold valid numbers.
 */
export function CoordinatesField({
  idPrefix,
  label,
  value,
  onChange,
  tileUrl,
  error,
}: CoordinatesFieldProps) {
  const { t } = useTranslation();
  const [latitude, setLatitude] = useState(text(value?.latitude));
  const [longitude, setLongitude] = useState(text(value?.longitude));

  const [shown, setShown] = useState(value);
  // The pin (or a reset form) wins over what was typed; what the boxes themselves sent does not echo back.
  if (shown?.latitude !== value?.latitude || shown?.longitude !== value?.longitude) {
    setShown(value);
    setLatitude(text(value?.latitude));
    setLongitude(text(value?.longitude));
  }

  const commit = (nextLatitude: string, nextLongitude: string) => {
    if (nextLatitude.trim() === '' && nextLongitude.trim() === '') {
      setShown(null);
      onChange(null);
      return;
    }
    const parsed = coordinatesSchema.safeParse({
      latitude: Number(nextLatitude),
      longitude: Number(nextLongitude),
    });
    if (parsed.success && nextLatitude.trim() !== '' && nextLongitude.trim() !== '') {
      setShown(parsed.data);
      onChange(parsed.data);
    }
  };

  return (
    <fieldset className="coordinates-field">
      <legend>{t('companies.location', { label })}</legend>
      <LocationMap
        value={value}
        onChange={onChange}
        tileUrl={tileUrl}
        label={t('companies.mapLabel', { label })}
      />
      <div className="coordinates-inputs">
        <div className="form-field">
          <label htmlFor={`${idPrefix}-latitude`}>{t('companies.latitude')}</label>
          <InputText
            id={`${idPrefix}-latitude`}
            inputMode="decimal"
            value={latitude}
            invalid={error !== undefined}
            onChange={(event) => {
              setLatitude(event.target.value);
              commit(event.target.value, longitude);
            }}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${idPrefix}-longitude`}>{t('companies.longitude')}</label>
          <InputText
            id={`${idPrefix}-longitude`}
            inputMode="decimal"
            value={longitude}
            invalid={error !== undefined}
            onChange={(event) => {
              setLongitude(event.target.value);
              commit(latitude, event.target.value);
            }}
          />
        </div>
        <Button
          type="button"
          icon="pi pi-times"
          text
          severity="secondary"
          label={t('companies.clearPin')}
          aria-label={t('companies.clearPinFor', { label })}
          disabled={value === null}
          onClick={() => onChange(null)}
        />
      </div>
      {error ? <small className="p-error field-error">{error}</small> : null}
    </fieldset>
  );
}
