export { Button, type ButtonProps } from 'primereact/button';
