export { ProgressSpinner, type ProgressSpinnerProps } from 'primereact/progressspinner';
