import { PlaceholderView } from '../../../components/placeholder-view';

export function ClientsView() {
  return <PlaceholderView titleKey="nav.client" />;
}
