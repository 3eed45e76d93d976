import type { Booking, Client, Offer, TeamMember } from '../../../db/types';
import { fold } from '../../../lib/text';
import type { SearchItem } from './rank';

function fullName(p: { first_name: string; last_name?: string | undefined }): string {
  return [p.first_name, p.last_name].filter(Boolean).join(' ');
}

function folded(...texts: (string | undefined | null)[]): string[] {
  return texts.flatMap((t) => (t ? [fold(t)] : []));
}

export function bookingItem(b: Booking): SearchItem {
  const name = fullName(b.client);
  const tests = b.tests.map((t) => t.name).join(', ');
  return {
    kind: 'booking',
    id: String(b.id),
    title: name,
    subtitle: tests,
    at: b.scheduled_at,
    href: `/bookings?booking=${encodeURIComponent(String(b.id))}`,
    fields: folded(
      name,
      b.client.last_name,
      String(b.id),
      b.client.email,
      tests,
      ...b.tests.map((t) => t.name),
      b.notes,
    ),
  };
}

export function clientItem(c: Client): SearchItem {
  const name = fullName(c);
  return {
    kind: 'client',
    id: String(c.id),
    title: name,
    subtitle: [c.email, c.phone].filter(Boolean).join(' · '),
    href: '/client',
    fields: folded(name, c.last_name, c.email, c.phone),
  };
}

export function offerItem(o: Offer): SearchItem {
  return {
    kind: 'offer',
    id: String(o.id),
    title: o.title,
    subtitle: o.tests.join(', '),
    href: '/offers',
    fields: folded(o.title, ...o.tests, o.description),
  };
}

export function memberItem(m: TeamMember): SearchItem {
  const name = fullName(m);
  return {
    kind: 'member',
    id: String(m.id),
    title: name,
    subtitle: m.email,
    href: '/team',
    fields: folded(name, m.last_name, m.email, m.phone),
  };
}
