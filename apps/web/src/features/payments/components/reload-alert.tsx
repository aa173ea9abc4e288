import { Button } from '../../../components/ui/button';

type ReloadAlertProps = { message: string; reloadLabel: string; onReload: () => void; className?: string };

/** A list that could not load: the server's message and a button that asks again. */
export function ReloadAlert({ message, reloadLabel, onReload, className }: ReloadAlertProps) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onReload}>
        {reloadLabel}
      </Button>
    </div>
  );
}
