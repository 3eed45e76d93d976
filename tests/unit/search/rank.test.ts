import { describe, expect, it } from 'vitest';
import {
  bookingItem,
  clientItem,
  memberItem,
  offerItem,
} from '../../../src/features/search/lib/index-items';
import { fold } from '../../../src/lib/text';
import {
  matchScore,
  rankItems,
  SCORE,
  type SearchItem,
} from '../../../src/features/search/lib/rank';
import { makeBooking } from '../bookings/fixtures';

function client(id: number, first: string, last: string) {
  return clientItem({
    id,
    first_name: first,
    last_name: last,
    email: `${first}@example.com`,
    addresses: [],
  });
}

describe('folding', () => {
  it('ignores case and accents', () => {
    expect(fold('  Jürgen  MÜLLER ')).toBe('jurgen muller');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Zoë')).toBe('zoe');
  });
});

describe('match score', () => {
  it('ranks exact above prefix above word prefix above substring', () => {
    expect(matchScore('anna', 'anna')).toBe(SCORE.exact);
    expect(matchScore('anna', 'anna schmidt')).toBe(SCORE.exact);
    expect(matchScore('ann', 'anna schmidt')).toBe(SCORE.prefix);
    expect(matchScore('schm', 'anna schmidt')).toBe(SCORE.wordPrefix);
    expect(matchScore('mid', 'anna schmidt')).toBe(SCORE.substring);
    expect(matchScore('xyz', 'anna schmidt')).toBe(SCORE.none);
  });
});

describe('search ranking', () => {
  const items: SearchItem[] = [
    client(1, 'Marianne', 'Weber'),
    client(2, 'Mari', 'Koch'),
    client(3, 'Anna', 'Marin'),
    client(4, 'Rosemarie', 'Vogel'),
    offerItem({
      id: 5,
      title: 'Marker panel',
      price: 10,
      valid_from: '',
      valid_to: '',
      tests: ['CRP'],
    }),
    memberItem({ id: 6, first_name: 'Jürgen', last_name: 'Müller', email: 'j@lab.test' }),
  ];

  it('puts exact matches first, then prefixes, then substrings', () => {
    const titles = rankItems(items, 'mari').map((r) => r.title);
    // "mari" is exactly a first name; prefixes next (same kind: by title); a substring last.
    expect(titles).toEqual(['Mari Koch', 'Anna Marin', 'Marianne Weber', 'Rosemarie Vogel']);
  });

  it('ignores case and accents in the query', () => {
    expect(rankItems(items, 'MULLER').map((r) => r.title)).toEqual(['Jürgen Müller']);
    expect(rankItems(items, 'jürg').map((r) => r.kind)).toEqual(['member']);
  });

  it('matches several words across fields', () => {
    expect(rankItems(items, 'anna mar').map((r) => r.title)).toEqual(['Anna Marin']);
    expect(rankItems(items, 'anna zzz')).toEqual([]);
  });

  it('finds bookings by client, test and number, and links to the booking', () => {
    const b = bookingItem(makeBooking(42, { tests: [{ id: 1, name: 'Vitamin D', price: 30 }] }));
    expect(rankItems([b], 'vitamin')[0]?.href).toBe('/bookings?booking=42');
    expect(rankItems([b], '42')).toHaveLength(1);
    expect(rankItems([b], 'schmidt')).toHaveLength(1);
  });

  it('links each kind to its screen and returns nothing for an empty query', () => {
    expect(rankItems(items, 'weber')[0]?.href).toBe('/client');
    expect(rankItems(items, 'marker')[0]?.href).toBe('/offers');
    expect(rankItems(items, 'müller')[0]?.href).toBe('/team');
    expect(rankItems(items, '   ')).toEqual([]);
  });
});
