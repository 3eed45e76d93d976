import { PlaceholderView } from '../../../components/placeholder-view';

export function SetPasswordView() {
  return <PlaceholderView titleKey="pages.set_password" />;
}
