export { OverlayPanel, type OverlayPanelProps } from 'primereact/overlaypanel';
