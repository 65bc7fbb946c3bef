export { GomatchCorrectionsLink } from './components/gomatch-corrections-link';
export { GomatchCorrectionsPage } from './components/gomatch-corrections-page';
