import { PlaceholderView } from '../../../components/placeholder-view';

export function BookingsTableView() {
  return <PlaceholderView titleKey="pages.bookings" />;
}
