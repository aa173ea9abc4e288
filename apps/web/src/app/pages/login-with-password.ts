export { LoginWithPasswordPage as default } from '../../features/auth/components/login-with-password-page';
