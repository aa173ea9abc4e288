// The shell's texts alone: the whole catalogue would weigh on every page's first load.
import { web as WEB_MESSAGES } from '@mvno/contracts/product-messages/web';
import { Button } from '../../../components/ui/button';
import { useAppStore } from '../../../lib/store';
import { useLogOut } from '../../../lib/use-log-out';
import { useT } from '../../../lib/i18n';
import './assisted-banner.css';

/** Whoever sits at the screen must see that a support agent, not the customer, is signed in. */
export function AssistedBanner() {
  const t = useT();
  const { firstName, lastName } = useAppStore((s) => s.userInfo);
  const logOut = useLogOut();
  const name = [firstName, lastName].filter(Boolean).join(' ');
  // In the page's language ("Ada Lovelace's", in Spanish "Ada Lovelace"): the catalogue finds the
  // sentence's Spanish by its English pattern and puts this part in as it is.
  const whose = name ? t("{name}'s", { name }) : t("this customer's");
  return (
    <div role="status" className="assisted-banner">
      <p>{t(WEB_MESSAGES.assistedSession(whose))}</p>
      <Button variant="secondary" loading={logOut.isPending} onClick={() => logOut.mutate()}>
        {t('End support session')}
      </Button>
    </div>
  );
}
