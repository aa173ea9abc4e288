import { useMutation } from '@tanstack/react-query';
import {
  confirmCustomerVerification,
  confirmCustomerVerificationByPin,
  sendCustomerVerification,
  type CustomerView,
} from '@mvno/contracts/api/care-customers';
import { callApi } from '../../lib/api-client';

/** The CPNI gate's calls (decisions 028, 042), shared by the care console and the chat inbox. */
export function useCustomerVerification(customerId: string, onVerified: (view: CustomerView) => void) {
  const params = { customerId };
  return {
    send: useMutation({ mutationFn: () => callApi(sendCustomerVerification, { params }) }),
    confirmCode: useMutation({
      mutationFn: (code: string) => callApi(confirmCustomerVerification, { params, body: { code } }),
      onSuccess: onVerified,
    }),
    confirmPin: useMutation({
      mutationFn: (pin: string) => callApi(confirmCustomerVerificationByPin, { params, body: { pin } }),
      onSuccess: onVerified,
    }),
  };
}
