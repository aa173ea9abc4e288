export { LoginWithoutPasswordPage as default } from '../../features/auth/components/login-without-password-page';
