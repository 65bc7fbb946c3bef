export { Sidebar, type SidebarProps } from 'primereact/sidebar';
