import { useState, type ImgHTMLAttributes } from 'react';

/** A neutral game icon: a rounded tile with a controller, used when an image fails (§8). */
export const defaultGameIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#2d2540"/><path d="M18 26h28a6 6 0 0 1 6 6v6a6 6 0 0 1-10 4l-3-3H25l-3 3a6 6 0 0 1-10-4v-6a6 6 0 0 1 6-6zM23 30v8M19 34h8" fill="none" stroke="#b9add0" stroke-width="3" stroke-linecap="round"/><circle cx="40" cy="33" r="2" fill="#b9add0"/><circle cx="45" cy="37" r="2" fill="#b9add0"/></svg>',
  );

/** A neutral avatar, used when a profile image fails (§8: failed images fall back). */
export const defaultAvatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#2d2540"/><circle cx="32" cy="26" r="10" fill="#b9add0"/><path d="M14 54a18 18 0 0 1 36 0" fill="#b9add0"/></svg>',
  );

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** Shown instead when `src` fails to load. */
  fallbackSrc?: string;
};

/** An image that swaps to a fallback once when it fails to load. */
export function FallbackImage({
  src,
  fallbackSrc = defaultGameIcon,
  alt,
  ...rest
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src || !src ? fallbackSrc : src;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(src);
      }}
    />
  );
}
