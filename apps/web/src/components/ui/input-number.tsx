export { InputNumber, type InputNumberProps, type InputNumberValueChangeEvent } from 'primereact/inputnumber';
