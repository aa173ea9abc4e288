export { CrmLoginPage as default } from '../../features/auth/components/crm-login-page';
