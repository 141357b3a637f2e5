/** A busy indicator; `label` is announced to screen readers. */
export function Spinner({ label, size = 32 }: { label: string; size?: number }) {
  return (
    <span className="ui-spinner" role="status" style={{ width: size, height: size }}>
      <span className="sr-only">{label}</span>
    </span>
  );
}
