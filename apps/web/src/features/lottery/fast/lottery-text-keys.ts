/** The text keys of the board's options and of bet states (namespace lottery-fast). */
const optionKeys: Record<string, string> = {
  big: 'option.big',
  small: 'option.small',
  odd: 'option.odd',
  even: 'option.even',
  dragon: 'option.dragon',
  tiger: 'option.tiger',
  tie: 'option.tie',
  any: 'option.any',
};

const stateKeys: Record<string, string> = {
  reserved: 'state.reserved',
  placed: 'state.placed',
  won: 'state.won',
  lost: 'state.lost',
  refunded: 'state.refunded',
};

/** An option's key; an option the texts do not know shows as itself. */
export const optionKey = (option: string) => optionKeys[option] ?? option;
export const betStateKey = (state: string) => stateKeys[state] ?? state;
