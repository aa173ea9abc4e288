export { RegisterPage as default } from '../../features/auth/components/register-page';
