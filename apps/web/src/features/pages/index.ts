export {
  AccessDeniedPage,
  ErrorPage,
  NotFoundPage,
  StaticPage,
  STATIC_PAGE_TARGETS,
} from './components/static-page';
