export { FaqPage as default } from '../../features/marketing/components/faq-page';
