export { PrivacyPage as default } from '../../features/marketing/components/privacy-page';
