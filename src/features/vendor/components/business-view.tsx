import { PlaceholderView } from '../../../components/placeholder-view';

export function BusinessView() {
  return <PlaceholderView titleKey="account.edit_business" />;
}
