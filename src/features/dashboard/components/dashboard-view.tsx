import { PlaceholderView } from '../../../components/placeholder-view';

export function DashboardView() {
  return <PlaceholderView titleKey="nav.dashboard" />;
}
