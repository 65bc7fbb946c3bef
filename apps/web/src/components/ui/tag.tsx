export { Tag, type TagProps } from 'primereact/tag';
