import {
  useState,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
// The theme's variables and its rules for these controls only; the whole theme comes with the kit after sign-in
// (apps/web/vite-theme.ts). PrimeReact's own runtime is not imported here.
import 'primereact/resources/themes/lara-light-green/theme.css?part=login';
import './light-controls.css';

/**
 * Light controls for the screens shown before sign-in (the login page, the static pages), issue 11 §7 and
 * docs/decisions/077-login-page-budget.md. Each renders the markup of its PrimeReact counterpart (same elements,
 * classes and accessible names, checked by light-controls.test.tsx), so the Lara theme styles it alike, without
 * PrimeReact's runtime (about 40 kB compressed). Screens after sign-in use the full kit components.
 */

const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

interface IconProps {
  readonly className: string;
  readonly paths: readonly string[];
  readonly isEvenOdd?: boolean;
  readonly extra?: Readonly<Record<string, string | number>>;
  readonly onClick?: () => void;
  readonly onKeyDown?: (event: KeyboardEvent<SVGSVGElement>) => void;
}

/** PrimeReact's 14 × 14 icons, same paths. */
function KitIcon({ className, paths, isEvenOdd = false, extra, onClick, onKeyDown }: IconProps) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={className}
      onClick={onClick}
      onKeyDown={onKeyDown}
      {...extra}
    >
      {paths.map((path) => (
        <path
          key={path}
          {...(isEvenOdd ? { fillRule: 'evenodd', clipRule: 'evenodd' } : {})}
          d={path}
          fill="currentColor"
        />
      ))}
    </svg>
  );
}

const SPINNER_PATH =
  'M6.99701 14C5.85441 13.999 4.72939 13.7186 3.72012 13.1832C2.71084 12.6478 1.84795 11.8737 1.20673 10.9284C0.565504 9.98305 0.165424 8.89526 0.041387 7.75989C-0.0826496 6.62453 0.073125 5.47607 0.495122 4.4147C0.917119 3.35333 1.59252 2.4113 2.46241 1.67077C3.33229 0.930247 4.37024 0.413729 5.4857 0.166275C6.60117 -0.0811796 7.76026 -0.0520535 8.86188 0.251112C9.9635 0.554278 10.9742 1.12227 11.8057 1.90555C11.915 2.01493 11.9764 2.16319 11.9764 2.31778C11.9764 2.47236 11.915 2.62062 11.8057 2.73C11.7521 2.78503 11.688 2.82877 11.6171 2.85864C11.5463 2.8885 11.4702 2.90389 11.3933 2.90389C11.3165 2.90389 11.2404 2.8885 11.1695 2.85864C11.0987 2.82877 11.0346 2.78503 10.9809 2.73C9.9998 1.81273 8.73246 1.26138 7.39226 1.16876C6.05206 1.07615 4.72086 1.44794 3.62279 2.22152C2.52471 2.99511 1.72683 4.12325 1.36345 5.41602C1.00008 6.70879 1.09342 8.08723 1.62775 9.31926C2.16209 10.5513 3.10478 11.5617 4.29713 12.1803C5.48947 12.7989 6.85865 12.988 8.17414 12.7157C9.48963 12.4435 10.6711 11.7264 11.5196 10.6854C12.3681 9.64432 12.8319 8.34282 12.8328 7C12.8328 6.84529 12.8943 6.69692 13.0038 6.58752C13.1132 6.47812 13.2616 6.41667 13.4164 6.41667C13.5712 6.41667 13.7196 6.47812 13.8291 6.58752C13.9385 6.69692 14 6.84529 14 7C14 8.85651 13.2622 10.637 11.9489 11.9497C10.6356 13.2625 8.85432 14 6.99701 14Z';
const EYE_PATH =
  'M0.0535499 7.25213C0.208567 7.59162 2.40413 12.4 7 12.4C11.5959 12.4 13.7914 7.59162 13.9465 7.25213C13.9487 7.2471 13.9506 7.24304 13.952 7.24001C13.9837 7.16396 14 7.08239 14 7.00001C14 6.91762 13.9837 6.83605 13.952 6.76001C13.9506 6.75697 13.9487 6.75292 13.9465 6.74788C13.7914 6.4084 11.5959 1.60001 7 1.60001C2.40413 1.60001 0.208567 6.40839 0.0535499 6.74788C0.0512519 6.75292 0.0494023 6.75697 0.048 6.76001C0.0163137 6.83605 0 6.91762 0 7.00001C0 7.08239 0.0163137 7.16396 0.048 7.24001C0.0494023 7.24304 0.0512519 7.2471 0.0535499 7.25213ZM7 11.2C3.664 11.2 1.736 7.92001 1.264 7.00001C1.736 6.08001 3.664 2.80001 7 2.80001C10.336 2.80001 12.264 6.08001 12.736 7.00001C12.264 7.92001 10.336 11.2 7 11.2ZM5.55551 9.16182C5.98308 9.44751 6.48576 9.6 7 9.6C7.68891 9.59789 8.349 9.32328 8.83614 8.83614C9.32328 8.349 9.59789 7.68891 9.59999 7C9.59999 6.48576 9.44751 5.98308 9.16182 5.55551C8.87612 5.12794 8.47006 4.7947 7.99497 4.59791C7.51988 4.40112 6.99711 4.34963 6.49276 4.44995C5.98841 4.55027 5.52513 4.7979 5.16152 5.16152C4.7979 5.52513 4.55027 5.98841 4.44995 6.49276C4.34963 6.99711 4.40112 7.51988 4.59791 7.99497C4.7947 8.47006 5.12794 8.87612 5.55551 9.16182ZM6.2222 5.83594C6.45243 5.6821 6.7231 5.6 7 5.6C7.37065 5.6021 7.72553 5.75027 7.98762 6.01237C8.24972 6.27446 8.39789 6.62934 8.4 7C8.4 7.27689 8.31789 7.54756 8.16405 7.77779C8.01022 8.00802 7.79157 8.18746 7.53575 8.29343C7.27994 8.39939 6.99844 8.42711 6.72687 8.37309C6.4553 8.31908 6.20584 8.18574 6.01005 7.98994C5.81425 7.79415 5.68091 7.54469 5.6269 7.27312C5.57288 7.00155 5.6006 6.72006 5.70656 6.46424C5.81253 6.20842 5.99197 5.98977 6.2222 5.83594Z';
const EYE_SLASH_PATH =
  'M13.9414 6.74792C13.9437 6.75295 13.9455 6.757 13.9469 6.76003C13.982 6.8394 14.0001 6.9252 14.0001 7.01195C14.0001 7.0987 13.982 7.1845 13.9469 7.26386C13.6004 8.00059 13.1711 8.69549 12.6674 9.33515C12.6115 9.4071 12.54 9.46538 12.4582 9.50556C12.3765 9.54574 12.2866 9.56678 12.1955 9.56707C12.0834 9.56671 11.9737 9.53496 11.8788 9.47541C11.7838 9.41586 11.7074 9.3309 11.6583 9.23015C11.6092 9.12941 11.5893 9.01691 11.6008 8.90543C11.6124 8.79394 11.6549 8.68793 11.7237 8.5994C12.1065 8.09726 12.4437 7.56199 12.7313 6.99995C12.2595 6.08027 10.3402 2.8014 6.99732 2.8014C6.63723 2.80218 6.27816 2.83969 5.92569 2.91336C5.77666 2.93304 5.62568 2.89606 5.50263 2.80972C5.37958 2.72337 5.29344 2.59398 5.26125 2.44714C5.22907 2.30031 5.2532 2.14674 5.32885 2.01685C5.40451 1.88696 5.52618 1.79021 5.66978 1.74576C6.10574 1.64961 6.55089 1.60134 6.99732 1.60181C11.5916 1.60181 13.7864 6.40856 13.9414 6.74792ZM2.20333 1.61685C2.35871 1.61411 2.5091 1.67179 2.6228 1.77774L12.2195 11.3744C12.3318 11.4869 12.3949 11.6393 12.3949 11.7983C12.3949 11.9572 12.3318 12.1097 12.2195 12.2221C12.107 12.3345 11.9546 12.3976 11.7956 12.3976C11.6367 12.3976 11.4842 12.3345 11.3718 12.2221L10.5081 11.3584C9.46549 12.0426 8.24432 12.4042 6.99729 12.3981C2.403 12.3981 0.208197 7.59135 0.0532336 7.25198C0.0509364 7.24694 0.0490875 7.2429 0.0476856 7.23986C0.0162332 7.16518 3.05176e-05 7.08497 3.05176e-05 7.00394C3.05176e-05 6.92291 0.0162332 6.8427 0.0476856 6.76802C0.631261 5.47831 1.46902 4.31959 2.51084 3.36119L1.77509 2.62545C1.66914 2.51175 1.61146 2.36136 1.61421 2.20597C1.61695 2.05059 1.6799 1.90233 1.78979 1.79244C1.89968 1.68254 2.04794 1.6196 2.20333 1.61685ZM7.45314 8.35147L5.68574 6.57609V6.5361C5.5872 6.78938 5.56498 7.06597 5.62183 7.33173C5.67868 7.59749 5.8121 7.84078 6.00563 8.03158C6.19567 8.21043 6.43052 8.33458 6.68533 8.39089C6.94014 8.44721 7.20543 8.43359 7.45314 8.35147ZM1.26327 6.99994C1.7351 7.91163 3.64645 11.1985 6.99729 11.1985C7.9267 11.2048 8.8408 10.9618 9.64438 10.4947L8.35682 9.20718C7.86027 9.51441 7.27449 9.64491 6.69448 9.57752C6.11446 9.51014 5.57421 9.24881 5.16131 8.83592C4.74842 8.42303 4.4871 7.88277 4.41971 7.30276C4.35232 6.72274 4.48282 6.13697 4.79005 5.64041L3.35855 4.2089C2.4954 5.00336 1.78523 5.94935 1.26327 6.99994Z';
const CHECK_PATH =
  'M4.86199 11.5948C4.78717 11.5923 4.71366 11.5745 4.64596 11.5426C4.57826 11.5107 4.51779 11.4652 4.46827 11.4091L0.753985 7.69483C0.683167 7.64891 0.623706 7.58751 0.580092 7.51525C0.536478 7.44299 0.509851 7.36177 0.502221 7.27771C0.49459 7.19366 0.506156 7.10897 0.536046 7.03004C0.565935 6.95111 0.613367 6.88 0.674759 6.82208C0.736151 6.76416 0.8099 6.72095 0.890436 6.69571C0.970973 6.67046 1.05619 6.66385 1.13966 6.67635C1.22313 6.68886 1.30266 6.72017 1.37226 6.76792C1.44186 6.81567 1.4997 6.8786 1.54141 6.95197L4.86199 10.2503L12.6397 2.49483C12.7444 2.42694 12.8689 2.39617 12.9932 2.40745C13.1174 2.41873 13.2343 2.47141 13.3251 2.55705C13.4159 2.64268 13.4753 2.75632 13.4938 2.87973C13.5123 3.00315 13.4888 3.1292 13.4271 3.23768L5.2557 11.4091C5.20618 11.4652 5.14571 11.5107 5.07801 11.5426C5.01031 11.5745 4.9368 11.5923 4.86199 11.5948Z';
const WARNING_PATHS = [
  'M13.4018 13.1893H0.598161C0.49329 13.189 0.390283 13.1615 0.299143 13.1097C0.208003 13.0578 0.131826 12.9832 0.0780112 12.8932C0.0268539 12.8015 0 12.6982 0 12.5931C0 12.4881 0.0268539 12.3848 0.0780112 12.293L6.47985 1.08982C6.53679 1.00399 6.61408 0.933574 6.70484 0.884867C6.7956 0.836159 6.897 0.810669 7 0.810669C7.103 0.810669 7.2044 0.836159 7.29516 0.884867C7.38592 0.933574 7.46321 1.00399 7.52015 1.08982L13.922 12.293C13.9731 12.3848 14 12.4881 14 12.5931C14 12.6982 13.9731 12.8015 13.922 12.8932C13.8682 12.9832 13.792 13.0578 13.7009 13.1097C13.6097 13.1615 13.5067 13.189 13.4018 13.1893ZM1.63046 11.989H12.3695L7 2.59425L1.63046 11.989Z',
  'M6.99996 8.78801C6.84143 8.78594 6.68997 8.72204 6.57787 8.60993C6.46576 8.49782 6.40186 8.34637 6.39979 8.18784V5.38703C6.39979 5.22786 6.46302 5.0752 6.57557 4.96265C6.68813 4.85009 6.84078 4.78686 6.99996 4.78686C7.15914 4.78686 7.31179 4.85009 7.42435 4.96265C7.5369 5.0752 7.60013 5.22786 7.60013 5.38703V8.18784C7.59806 8.34637 7.53416 8.49782 7.42205 8.60993C7.30995 8.72204 7.15849 8.78594 6.99996 8.78801Z',
  'M6.99996 11.1887C6.84143 11.1866 6.68997 11.1227 6.57787 11.0106C6.46576 10.8985 6.40186 10.7471 6.39979 10.5885V10.1884C6.39979 10.0292 6.46302 9.87658 6.57557 9.76403C6.68813 9.65147 6.84078 9.58824 6.99996 9.58824C7.15914 9.58824 7.31179 9.65147 7.42435 9.76403C7.5369 9.87658 7.60013 10.0292 7.60013 10.1884V10.5885C7.59806 10.7471 7.53416 10.8985 7.42205 11.0106C7.30995 11.1227 7.15849 11.1866 6.99996 11.1887Z',
];

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  readonly label: string;
  /** Disables the button and shows the spinning icon, as the kit's Button does. */
  readonly loading?: boolean;
}

export function LightButton({ label, loading = false, className, disabled, ...props }: LightButtonProps) {
  const isDisabled = disabled === true || loading;
  return (
    <button
      aria-label={label}
      {...props}
      className={cx(
        className,
        'p-button p-component',
        isDisabled && 'p-disabled',
        loading && 'p-button-loading p-button-loading-label-only p-button-loading-left',
      )}
      disabled={isDisabled}
    >
      {loading ? (
        <KitIcon
          className="p-icon p-icon-spin p-button-icon p-c p-button-icon-left p-button-loading-icon p-button-loading-icon"
          paths={[SPINNER_PATH]}
        />
      ) : null}
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}

export interface LightInputTextProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly invalid?: boolean;
  readonly ref?: Ref<HTMLInputElement>;
}

const hasText = (value: InputHTMLAttributes<HTMLInputElement>['value']): boolean => {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' || typeof value === 'number' ? String(value) !== '' : value.length > 0;
};

/** The kit's InputText in the house's filled style (UiProvider's `inputStyle: 'filled'`). */
export function LightInputText({ invalid = false, className, ...props }: LightInputTextProps) {
  const isFilled = hasText(props.value ?? props.defaultValue);
  return (
    <input
      {...props}
      className={cx(
        className,
        'p-inputtext p-component',
        props.disabled && 'p-disabled',
        isFilled && 'p-filled',
        invalid && 'p-invalid',
        'p-variant-filled',
      )}
    />
  );
}

export interface LightPasswordProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'className' | 'value'
> {
  readonly inputId?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly value: string;
  readonly invalid?: boolean;
  readonly className?: string;
  readonly inputClassName?: string;
  readonly style?: CSSProperties;
  /** The show/hide switch's accessible names; the kit's own English words by default. */
  readonly showLabel?: string;
  readonly hideLabel?: string;
}

/** The kit's Password as the house uses it: no strength meter, a switch to show the text. */
export function LightPassword({
  inputId,
  inputRef,
  value,
  invalid = false,
  className,
  inputClassName,
  style,
  showLabel = 'Show Password',
  hideLabel = 'Hide Password',
  onFocus,
  onBlur,
  ...props
}: LightPasswordProps) {
  const [isUnmasked, setIsUnmasked] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isFilled = value.length > 0;
  const toggle = () => setIsUnmasked((previous) => !previous);
  const handleToggleKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key === 'Enter' || event.code === 'Space') {
      toggle();
      event.preventDefault();
    }
  };
  return (
    <div
      className={cx(
        className,
        'p-password p-component p-inputwrapper',
        isFilled && 'p-inputwrapper-filled',
        isFocused && 'p-inputwrapper-focus',
        'p-input-icon-right',
      )}
      style={style}
    >
      <div className="p-icon-field p-icon-field-right">
        <input
          ref={inputRef}
          id={inputId}
          tabIndex={0}
          {...props}
          className={cx(
            inputClassName,
            'p-password-input p-inputtext p-component',
            isFilled && 'p-filled',
            invalid && 'p-invalid',
            'p-variant-filled',
          )}
          type={isUnmasked ? 'text' : 'password'}
          value={value}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            setIsFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            setIsFocused(false);
            onBlur?.(event);
          }}
        />
        <span className="p-input-icon">
          <KitIcon
            className={isUnmasked ? 'p-icon p-password-hide-icon' : 'p-icon p-password-show-icon'}
            paths={[isUnmasked ? EYE_SLASH_PATH : EYE_PATH]}
            isEvenOdd
            extra={{
              role: 'switch',
              tabIndex: 0,
              'aria-label': isUnmasked ? hideLabel : showLabel,
              'aria-checked': isUnmasked ? 'false' : 'true',
            }}
            onClick={toggle}
            onKeyDown={handleToggleKeyDown}
          />
        </span>
      </div>
    </div>
  );
}

export interface LightCheckboxChangeEvent {
  readonly checked: boolean;
  readonly originalEvent: ChangeEvent<HTMLInputElement>;
}

export interface LightCheckboxProps {
  readonly inputId?: string;
  readonly checked: boolean;
  readonly onChange: (event: LightCheckboxChangeEvent) => void;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly className?: string;
}

export function LightCheckbox({
  inputId,
  checked,
  onChange,
  disabled = false,
  invalid = false,
  className,
}: LightCheckboxProps) {
  return (
    <div
      className={cx(
        className,
        'p-checkbox p-component',
        checked && 'p-highlight',
        disabled && 'p-disabled',
        invalid && 'p-invalid',
        'p-variant-filled',
      )}
      data-p-highlight={checked}
      data-p-disabled={disabled}
    >
      <input
        id={inputId}
        className="p-checkbox-input"
        type="checkbox"
        aria-invalid={invalid}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange({ checked: event.target.checked, originalEvent: event })}
      />
      <div className="p-checkbox-box" data-p-highlight={checked} data-p-disabled={disabled}>
        {checked ? <KitIcon className="p-icon p-checkbox-icon" paths={[CHECK_PATH]} /> : null}
      </div>
    </div>
  );
}

export interface LightMessageProps {
  /** Only the warning the login page shows; the full kit's Message has the other severities. */
  readonly severity: 'warn';
  readonly text: string;
  readonly className?: string;
}

export function LightMessage({ severity, text, className }: LightMessageProps) {
  return (
    <div
      className={cx(className, 'p-inline-message p-component', `p-inline-message-${severity}`)}
      role="alert"
      aria-live="polite"
      aria-atomic="true"
    >
      <KitIcon className="p-icon p-inline-message-icon" paths={WARNING_PATHS} />
      <span className="p-inline-message-text">{text}</span>
    </div>
  );
}

export interface LightProgressSpinnerProps {
  readonly style?: CSSProperties;
  readonly strokeWidth?: string;
}

export function LightProgressSpinner({ style, strokeWidth = '2' }: LightProgressSpinnerProps) {
  return (
    <div style={style} className="p-progress-spinner" role="progressbar" aria-busy="true">
      <svg className="p-progress-spinner-svg" viewBox="25 25 50 50" style={{ animationDuration: '2s' }}>
        <circle
          className="p-progress-spinner-circle"
          cx="50"
          cy="50"
          r="20"
          fill="none"
          strokeWidth={strokeWidth}
          strokeMiterlimit="10"
        />
      </svg>
    </div>
  );
}
