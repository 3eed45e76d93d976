import { PlaceholderView } from '../../../components/placeholder-view';

export function PasswordSuccessView() {
  return <PlaceholderView titleKey="pages.pass_success" />;
}
