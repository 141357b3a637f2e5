export interface SoonNoteProps {
  text: string | null;
}

/**
 * The polite note a form shows after a valid submit while its server call is not built yet
 * (the identity work); a live region, so screen readers announce it.
 */
export function SoonNote({ text }: SoonNoteProps) {
  return (
    <p className="auth-soon" role="status">
      {text}
    </p>
  );
}
