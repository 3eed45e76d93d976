import { PlaceholderView } from '../../../components/placeholder-view';

export function HelpView() {
  return <PlaceholderView titleKey="nav.help" />;
}
