import { PlaceholderView } from '../../../components/placeholder-view';

export function LoginView() {
  return <PlaceholderView titleKey="pages.login" />;
}
