import { PlaceholderView } from '../../../components/placeholder-view';

export function TeamView() {
  return <PlaceholderView titleKey="nav.team" />;
}
