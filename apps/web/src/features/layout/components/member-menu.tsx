import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetPermissionResponse } from '@lobby/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { MemberMenuEntries } from './member-menu-entries.tsx';

/**
 * The logged-in member's dropdown menu in the wide header (§2.3; on a phone the same entries
 * sit in the side drawer). A disclosure: the button toggles the list; Escape or a click
 * elsewhere closes it.
 */
export function MemberMenu({ permission }: { permission: GetPermissionResponse | undefined }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      ref={rootRef}
      className="member-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="member-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="member-menu-button"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="sr-only">{t('memberMenu.label')}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      <div id={menuId} className="member-menu__panel" hidden={!open}>
        <MemberMenuEntries permission={permission} onChoose={close} testIdPrefix="member-menu" />
      </div>
    </div>
  );
}
