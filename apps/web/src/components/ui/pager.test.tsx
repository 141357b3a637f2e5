import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pager, pagerItems } from './pager.tsx';

afterEach(cleanup);

describe('pagerItems (range 5, margin 1)', () => {
  it('lists every page when they fit in range plus both margins', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first pages and the last at the start', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
  });

  it('centres a window of five on the current page with one page at each end', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('shows the last pages and the first at the end', () => {
    expect(pagerItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pagerItems(18, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('shows a lone hidden page instead of a gap', () => {
    // window 2..6 leaves only page 7 between it and the last page 8
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pagerItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end', 10]);
  });

  it('clamps a current page outside the pages', () => {
    expect(pagerItems(0, 20)).toEqual(pagerItems(1, 20));
    expect(pagerItems(99, 20)).toEqual(pagerItems(20, 20));
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('honours other ranges and margins', () => {
    expect(pagerItems(10, 20, 3, 2)).toEqual([1, 2, 'gap-start', 9, 10, 11, 'gap-end', 19, 20]);
  });
});

describe('Pager', () => {
  const labels = {
    navigation: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (n: number) => `Page ${n}`,
  };

  it('renders test ids from the prefix and reports the chosen page', () => {
    const onChange = vi.fn();
    render(
      <Pager
        page={2}
        totalPages={3}
        onChange={onChange}
        labels={labels}
        testIdPrefix="notice-page"
      />,
    );
    expect(screen.getByTestId('notice-page-2').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTestId('notice-page-3'));
    fireEvent.click(screen.getByTestId('notice-page-prev'));
    fireEvent.click(screen.getByTestId('notice-page-next'));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pager page={1} totalPages={2} onChange={() => {}} labels={labels} testIdPrefix="p" />,
    );
    expect((screen.getByTestId('p-prev') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('p-next') as HTMLButtonElement).disabled).toBe(false);
    rerender(
      <Pager page={2} totalPages={2} onChange={() => {}} labels={labels} testIdPrefix="p" />,
    );
    expect((screen.getByTestId('p-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not shown for a single page', () => {
    render(<Pager page={1} totalPages={1} onChange={() => {}} labels={labels} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
