import { PlaceholderView } from '../../../components/placeholder-view';

export function ForgotPasswordView() {
  return <PlaceholderView titleKey="pages.forgot_password" />;
}
