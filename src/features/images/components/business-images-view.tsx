import { PlaceholderView } from '../../../components/placeholder-view';

export function BusinessImagesView() {
  return <PlaceholderView titleKey="account.add_business_images" />;
}
