import { PlaceholderView } from '../../../components/placeholder-view';

export function SignupView() {
  return <PlaceholderView titleKey="pages.signup" />;
}
