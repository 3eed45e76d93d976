import { PlaceholderView } from '../../../components/placeholder-view';

export function OffersView() {
  return <PlaceholderView titleKey="nav.offers" />;
}
