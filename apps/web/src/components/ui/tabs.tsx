import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Value extends string> {
  value: Value;
  label: string;
  /** The tab button's data-testid. */
  testId?: string;
}

export interface TabsProps<Value extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** Class of the tab list. */
  listClassName: string;
  /** Class of each tab; the selected one carries `aria-selected="true"`. */
  tabClassName: string;
  /** With a single tab, show no tab list and leave the panel a plain element. */
  hideSingleTab?: boolean;
  children: ReactNode;
}

/** Where a key moves the selection from `index` among `count` tabs, or undefined. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs with the ARIA tabs pattern: one tab stop, arrow keys (wrapping) and Home/End move and
 * select, the panel is labelled by its tab. Renders the tab list and the panel as siblings;
 * the caller wraps them when it needs a container.
 */
export function Tabs<Value extends string>(props: TabsProps<Value>) {
  const {
    label,
    tabs,
    value,
    onValueChange,
    listClassName,
    tabClassName,
    hideSingleTab,
    children,
  } = props;
  const baseId = useId();
  const refs = useRef(new Map<Value, HTMLButtonElement>());
  const tabId = (tab: Value) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const showList = !hideSingleTab || tabs.length > 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const target = targetIndex(event.key, index, tabs.length);
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onValueChange(next.value);
    refs.current.get(next.value)?.focus();
  };

  return (
    <>
      {showList && (
        <div className={listClassName} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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
              className={tabClassName}
              aria-selected={tab.value === value}
              aria-controls={panelId}
              tabIndex={tab.value === value ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              data-testid={tab.testId}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      <div
        id={panelId}
        {...(showList ? { role: 'tabpanel', 'aria-labelledby': tabId(value) } : {})}
      >
        {children}
      </div>
    </>
  );
}
