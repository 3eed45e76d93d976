import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useInView } from '../../../src/features/dashboard/hooks/use-in-view';

/** An IntersectionObserver the test drives: the last one made, and what it observes. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.observed = [];
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

function Card({ onRender }: { onRender: () => void }) {
  const [ref, seen] = useInView<HTMLElement>();
  onRender();
  return <section ref={ref}>{seen ? 'chart' : 'placeholder'}</section>;
}

it('mounts its card in one render, then turns true once the card comes into view', () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const onRender = vi.fn();
  render(<Card onRender={onRender} />);
  // A second render here would be the one a state-setting ref forces inside the first commit.
  expect(onRender).toHaveBeenCalledTimes(1);
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  const observer = FakeObserver.last!;
  expect(observer.observed).toEqual([screen.getByText('placeholder')]);

  act(() => observer.callback([{ isIntersecting: false }]));
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  act(() => observer.callback([{ isIntersecting: true }]));
  expect(screen.getByText('chart')).toBeInTheDocument();
  expect(observer.observed).toEqual([]);
});

it('is true at once where the browser has no IntersectionObserver', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Card onRender={() => undefined} />);
  expect(screen.getByText('chart')).toBeInTheDocument();
});
