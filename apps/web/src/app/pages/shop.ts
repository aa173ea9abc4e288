export { ShopPage as default } from '../../features/plans/components/shop-page';
