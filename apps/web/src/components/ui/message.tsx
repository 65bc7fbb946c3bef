export { Message, type MessageProps } from 'primereact/message';
