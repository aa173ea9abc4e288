import { HomePage } from '../../features/marketing/components/home-page';
import { PopularPlans } from '../../features/plans/components/popular-plans';

export default function Home() {
  return <HomePage featured={<PopularPlans />} />;
}
