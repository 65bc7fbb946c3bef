export { Checkbox, type CheckboxProps, type CheckboxChangeEvent } from 'primereact/checkbox';
