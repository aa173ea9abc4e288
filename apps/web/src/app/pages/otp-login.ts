export { OtpLoginPage as default } from '../../features/auth/components/otp-login-page';
