import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxSearchLength } from '../list-paging.ts';

export interface GameSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box of the list centres: games by name (any language) or code. */
export function GameSearch({ value, onChange }: GameSearchProps) {
  const { t } = useTranslation('game-lobby');
  const inputId = useId();
  return (
    <form className="game-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="sr-only" htmlFor={inputId}>
        {t('list.searchLabel')}
      </label>
      <input
        id={inputId}
        className="game-search__input"
        type="search"
        value={value}
        maxLength={maxSearchLength}
        placeholder={t('list.searchPlaceholder')}
        autoComplete="off"
        data-testid="game-search"
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="game-search__clear"
          aria-label={t('list.searchClear')}
          data-testid="game-search-clear"
          onClick={() => onChange('')}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </form>
  );
}
