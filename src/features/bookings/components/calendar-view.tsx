import { PlaceholderView } from '../../../components/placeholder-view';

export function CalendarView() {
  return <PlaceholderView titleKey="nav.calendar" />;
}
