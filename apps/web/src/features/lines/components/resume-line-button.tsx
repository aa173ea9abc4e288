import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { useStepUp } from '../../../entities/user/use-step-up';
import { useResumeLostLine } from '../api/lost-phone';
import { useT } from '../../../lib/i18n';

const P = ACCOUNT_MESSAGES.lostPhone;

/** Resume a line suspended as lost or stolen: the step-up dialog first when the session needs it. */
export function ResumeLineButton({ lineId, nickname }: { lineId: string; nickname: string }) {
  const t = useT();
  const { guard, dialog } = useStepUp();
  const resume = useResumeLostLine(guard);
  return (
    <>
      <Button
        loading={resume.isPending}
        aria-label={`${t(P.resume)}: ${nickname}`}
        onClick={() => resume.mutate(lineId)}
      >
        {t(P.resume)}
      </Button>
      {dialog}
    </>
  );
}
