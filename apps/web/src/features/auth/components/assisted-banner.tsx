// The shell's texts alone: the whole catalogue would weigh on every page's first load.
import { web as WEB_MESSAGES } from '@mvno/contracts/product-messages/web';
import { Button } from '../../../components/ui/button';
import { useAppStore } from '../../../lib/store';
import { useLogOut } from '../../../lib/use-log-out';
import './assisted-banner.css';

/** Whoever sits at the screen must see that a support agent, not the customer, is signed in. */
export function AssistedBanner() {
  const { firstName, lastName } = useAppStore((s) => s.userInfo);
  const logOut = useLogOut();
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const whose = name ? `${name}'s` : "this customer's";
  return (
    <div role="status" className="assisted-banner">
      <p>{WEB_MESSAGES.assistedSession(whose)}</p>
      <Button variant="secondary" loading={logOut.isPending} onClick={() => logOut.mutate()}>
        End support session
      </Button>
    </div>
  );
}
