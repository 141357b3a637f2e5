import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { RenderedLocationMark } from './rendered-location.tsx';

describe('RenderedLocationMark', () => {
  afterEach(() => {
    delete document.documentElement.dataset.location;
  });

  it('names the location the routes drew, and each next one once drawn', () => {
    let navigate: NavigateFunction | undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/promotions?tab=all#top']}>
        <RenderedLocationMark />
        <Navigator />
      </MemoryRouter>,
    );
    expect(document.documentElement.dataset.location).toBe('/promotions?tab=all#top');
    act(() => void navigate?.('/member?page=withdraw'));
    expect(document.documentElement.dataset.location).toBe('/member?page=withdraw');
  });
});
