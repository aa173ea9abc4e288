export { AcceptInvitationPage as default } from '../../features/members/components/accept-invitation-page';
