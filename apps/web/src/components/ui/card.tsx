export { Card, type CardProps } from 'primereact/card';
