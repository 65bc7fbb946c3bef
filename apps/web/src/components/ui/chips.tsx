export { Chips, type ChipsProps, type ChipsChangeEvent } from 'primereact/chips';
