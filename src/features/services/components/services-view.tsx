import { PlaceholderView } from '../../../components/placeholder-view';

export function ServicesView() {
  return <PlaceholderView titleKey="nav.services" />;
}
