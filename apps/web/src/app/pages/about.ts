export { AboutPage as default } from '../../features/marketing/components/about-page';
