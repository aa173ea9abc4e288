import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';

/** The end of a care form: its button, what the server said once done, and the one alert. */
export function FormOutcome({
  label,
  mutation,
  alert,
}: {
  label: string;
  /** The form's call: pending while sent; the server's message once it succeeded. */
  mutation: { isPending: boolean; isSuccess: boolean; data?: { message: string } };
  alert: string | undefined;
}) {
  return (
    <>
      <Button type="submit" loading={mutation.isPending}>
        {label}
      </Button>
      {mutation.isSuccess && <p role="status">{mutation.data?.message}</p>}
      <FormAlert message={alert} />
    </>
  );
}
