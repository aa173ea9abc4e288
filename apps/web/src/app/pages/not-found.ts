export { NotFoundPage as default } from '../../features/shell/components/not-found-page';
