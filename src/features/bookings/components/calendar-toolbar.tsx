import { Navigate, type ToolbarProps, type View } from 'react-big-calendar';
import type { BookingEvent } from '../lib/calendar-events';

/**
 * react-big-calendar's toolbar, with its markup and classes (so its styles hold), and what its
 * own lacks for a screen reader: the view shown is a pressed button, not only a colour, and the
 * period's label says itself again when Back, Next or Today moves it (a polite live region).
 */
export function CalendarToolbar({
  label,
  localizer: { messages },
  onNavigate,
  onView,
  view,
  views,
}: ToolbarProps<BookingEvent>) {
  const names = (Array.isArray(views) ? views : Object.keys(views)) as View[];
  return (
    <div className="rbc-toolbar">
      <span className="rbc-btn-group">
        <button type="button" onClick={() => onNavigate(Navigate.TODAY)}>
          {messages.today}
        </button>
        <button type="button" onClick={() => onNavigate(Navigate.PREVIOUS)}>
          {messages.previous}
        </button>
        <button type="button" onClick={() => onNavigate(Navigate.NEXT)}>
          {messages.next}
        </button>
      </span>
      <span className="rbc-toolbar-label" aria-live="polite">
        {label}
      </span>
      {names.length > 1 && (
        <span className="rbc-btn-group">
          {names.map((name) => (
            <button
              key={name}
              type="button"
              className={view === name ? 'rbc-active' : undefined}
              aria-pressed={view === name}
              onClick={() => onView(name)}
            >
              {messages[name]}
            </button>
          ))}
        </span>
      )}
    </div>
  );
}
