import { PlaceholderView } from '../../../components/placeholder-view';

export function ChangePasswordView() {
  return <PlaceholderView titleKey="account.change_password" />;
}
