import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

/** An IntersectionObserver the test drives: it reports what the test says, when it says. */
class DrivenObserver {
  static last: DrivenObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    DrivenObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Row() {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} data-testid="row">
      {near ? 'tiles' : 'pending'}
    </section>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  DrivenObserver.last = undefined;
});

it('builds what is below the fold once it comes near the screen, and keeps it', () => {
  vi.stubGlobal('IntersectionObserver', DrivenObserver);
  render(<Row />);
  const observer = DrivenObserver.last as DrivenObserver;
  expect(screen.getByTestId('row').textContent).toBe('pending');
  expect(observer.observed).toEqual([screen.getByTestId('row')]);
  expect(observer.options.rootMargin).toBe('50% 0px');

  act(() => observer.report([{ isIntersecting: false }]));
  expect(screen.getByTestId('row').textContent).toBe('pending');
  act(() => observer.report([{ isIntersecting: true }]));
  expect(screen.getByTestId('row').textContent).toBe('tiles');
  // built for good: nothing watches it any more
  expect(observer.disconnected).toBe(true);
});

it('builds at once where the browser cannot tell', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Row />);
  expect(screen.getByTestId('row').textContent).toBe('tiles');
});
