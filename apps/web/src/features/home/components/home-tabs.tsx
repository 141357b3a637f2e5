import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface HomeTab {
  value: string;
  label: string;
}

export interface HomeTabsProps {
  label: string;
  tabs: readonly HomeTab[];
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

/** Tabs (ARIA tabs pattern): one tab stop, arrows and Home/End move and select. */
export function HomeTabs({ label, tabs, value, onValueChange, children }: HomeTabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (tab: string) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onValueChange(next.value);
    refs.current.get(next.value)?.focus();
  };

  return (
    <>
      <div className="home-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
              else refs.current.delete(tab.value);
            }}
            id={tabId(tab.value)}
            type="button"
            role="tab"
            className="home-tabs__tab"
            aria-selected={tab.value === value}
            aria-controls={panelId}
            tabIndex={tab.value === value ? 0 : -1}
            onClick={() => onValueChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)}>
        {children}
      </div>
    </>
  );
}
