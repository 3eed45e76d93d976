import { PlaceholderView } from '../../../components/placeholder-view';

export function SignupSuccessView() {
  return <PlaceholderView titleKey="pages.success" />;
}
