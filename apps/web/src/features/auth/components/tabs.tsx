import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Value extends string> {
  value: Value;
  label: string;
}

export interface TabsProps<Value extends string> {
  label: string;
  tabs: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  children: ReactNode;
}

/**
 * Tabs with the ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move and select,
 * the panel is labelled by its tab.
 */
export function Tabs<Value extends string>(props: TabsProps<Value>) {
  const { label, tabs, value, onValueChange, children } = props;
  const baseId = useId();
  const refs = useRef(new Map<Value, HTMLButtonElement>());
  const tabId = (tab: Value) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onValueChange(next.value);
    refs.current.get(next.value)?.focus();
  };

  return (
    <div className="auth-tabs">
      {tabs.length > 1 && (
        <div className="auth-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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
              className="auth-tabs__tab"
              aria-selected={tab.value === value}
              aria-controls={panelId}
              tabIndex={tab.value === value ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      <div
        id={panelId}
        {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': tabId(value) } : {})}
      >
        {children}
      </div>
    </div>
  );
}
