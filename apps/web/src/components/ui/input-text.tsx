export { InputText, type InputTextProps } from 'primereact/inputtext';
export { InputTextarea, type InputTextareaProps } from 'primereact/inputtextarea';
