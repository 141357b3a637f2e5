import { createContext, useContext } from 'react';
import type { SportsOddsFormat, SportsSettings } from '@lobby/contracts';
import type { BookKind } from './api/sportsbook-session.ts';

/** What every part of the book's page reads: which book, the member's session and settings. */
export interface BookState {
  book: BookKind;
  isLogin: boolean;
  /** The book's game session token (X-Player-Token) once opened. */
  token: string | undefined;
  settings: SportsSettings | undefined;
  /** The settings' odds format, or the one a guest picked on this page. */
  format: SportsOddsFormat;
  setFormat: (format: SportsOddsFormat) => void;
}

export const BookContext = createContext<BookState | null>(null);

export function useBook(): BookState {
  const book = useContext(BookContext);
  if (!book) throw new Error('useBook outside the sportsbook page');
  return book;
}
