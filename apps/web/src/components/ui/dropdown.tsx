export { Dropdown, type DropdownProps, type DropdownChangeEvent } from 'primereact/dropdown';
