import { PlaceholderView } from '../../../components/placeholder-view';

export function ProfileView() {
  return <PlaceholderView titleKey="account.edit_profile" />;
}
