export { LoginPage as default } from '../../features/auth/components/login-page';
