export { InputText, type InputTextProps } from 'primereact/inputtext';
