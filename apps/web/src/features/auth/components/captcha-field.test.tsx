import { StrictMode, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setUpI18n } from '../../../testing/test-utils.tsx';
import { fetchCaptcha } from '../api/get-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';

vi.mock('../api/get-captcha.ts', () => ({ fetchCaptcha: vi.fn() }));
const fetchMock = vi.mocked(fetchCaptcha);

let issued = 0;
const captchaIds: string[] = [];

function Harness({ refreshKey = 0 }: { refreshKey?: number }) {
  const [value, setValue] = useState('');
  return (
    <CaptchaField
      value={value}
      onValueChange={setValue}
      onCaptchaId={(id) => captchaIds.push(id)}
      refreshKey={refreshKey}
    />
  );
}

/** Lets timers run and promises settle, inside act. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const refreshButton = () => screen.getByRole('button', { name: 'New image' });

beforeAll(async () => {
  await setUpI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers();
  issued = 0;
  captchaIds.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => {
    issued += 1;
    return {
      image: `data:image/svg+xml;base64,${btoa(`<svg>${issued}</svg>`)}`,
      captchaId: `id-${issued}`,
    };
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CaptchaField', () => {
  it('shows the first image with translated texts as soon as it appears', async () => {
    render(<Harness />);
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(captchaIds).toEqual(['id-1']);
    const image = screen.getByRole('img', { name: 'Captcha image with characters to type' });
    expect(image.getAttribute('src')).toContain(btoa('<svg>1</svg>'));
    expect(screen.getByLabelText(/Captcha/)).toHaveProperty('value', '');
  });

  it('loads at most one new image per second, however often the button is pressed', async () => {
    render(<Harness />);
    await pass(0);
    fireEvent.click(refreshButton());
    fireEvent.click(refreshButton());
    await pass(999);
    fireEvent.click(refreshButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(captchaIds).toEqual(['id-1', 'id-2']);
    await pass(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fireEvent.click(refreshButton());
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('loads a new image when the parent changes refreshKey, still at most once a second', async () => {
    const { rerender } = render(<Harness refreshKey={0} />);
    await pass(1_500);
    rerender(<Harness refreshKey={1} />);
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    rerender(<Harness refreshKey={2} />);
    await pass(500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pass(500);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(captchaIds).toEqual(['id-1', 'id-2', 'id-3']);
  });

  it("shows the first image at once under React's dev double mount", async () => {
    render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    await pass(0);
    expect(screen.getByRole('img')).toBeTruthy();
    expect(captchaIds).toHaveLength(1);
  });

  it('clears the typed answer when a new image arrives', async () => {
    render(<Harness />);
    await pass(0);
    const input = screen.getByLabelText(/Captcha/);
    fireEvent.change(input, { target: { value: 'AB12' } });
    expect(input).toHaveProperty('value', 'AB12');
    await pass(1_000);
    fireEvent.click(refreshButton());
    await pass(0);
    expect(input).toHaveProperty('value', '');
  });

  it('says when the image could not be loaded and lets the user try again', async () => {
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    render(<Harness />);
    await pass(0);
    expect(screen.getByText('The image could not be loaded. Ask for a new one.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    await pass(1_000);
    fireEvent.click(refreshButton());
    await pass(0);
    expect(screen.getByRole('img')).toBeTruthy();
    expect(captchaIds).toEqual(['id-1']);
  });
});
