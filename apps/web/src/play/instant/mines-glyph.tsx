/** What a cell shows. */
export type MinesCellState = 'hidden' | 'safe' | 'mine' | 'hit';

/** A cut gem: what a safe cell hides. */
const gem = (
  <svg viewBox="0 0 24 24" width="70%" height="70%" aria-hidden="true">
    <path d="M4 9l4-5h8l4 5-8 12z" fill="#4dd0e1" stroke="#0b3b44" strokeWidth="1.5" />
    <path d="M4 9h16M8 4l2 5 2 12 2-12 2-5" fill="none" stroke="#0b3b44" strokeWidth="1" />
  </svg>
);

/** A round mine with spikes. */
const mine = (
  <svg viewBox="0 0 24 24" width="70%" height="70%" aria-hidden="true">
    <path
      d="M12 1.5v4M12 18.5v4M1.5 12h4M18.5 12h4M4.6 4.6l2.8 2.8M16.6 16.6l2.8 2.8M19.4 4.6l-2.8 2.8M7.4 16.6l-2.8 2.8"
      stroke="#fff"
      strokeWidth="2"
      strokeLinecap="round"
    />
    <circle cx="12" cy="12" r="6.5" fill="#1b1033" stroke="#fff" strokeWidth="1.5" />
    <circle cx="10" cy="10" r="1.8" fill="#fff" fillOpacity=".8" />
  </svg>
);

/** The mine that was hit, in a burst. */
const hit = (
  <svg viewBox="0 0 24 24" width="80%" height="80%" aria-hidden="true">
    <path
      d="M12 1l2.4 6.2L21 5l-3.3 5.6L23 14l-6.6.9L17 22l-5-4.6L7 22l.6-7.1L1 14l5.3-3.4L3 5l6.6 2.2z"
      fill="#ffb300"
      stroke="#7a1d00"
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="12.5" r="4.5" fill="#1b1033" />
  </svg>
);

/** What a cell of the mines board shows in each state. */
export function MinesGlyph({ state }: { state: MinesCellState }) {
  switch (state) {
    case 'hidden':
      return null;
    case 'safe':
      return gem;
    case 'mine':
      return mine;
    case 'hit':
      return hit;
    default:
      return state satisfies never;
  }
}
