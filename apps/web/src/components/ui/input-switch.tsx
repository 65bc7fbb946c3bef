export { InputSwitch, type InputSwitchProps, type InputSwitchChangeEvent } from 'primereact/inputswitch';
