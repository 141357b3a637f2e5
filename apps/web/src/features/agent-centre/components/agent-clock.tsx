import { useTickingClock } from '../use-ticking-clock.ts';
import { gmtOffsetText } from '../agent-centre-pages.ts';

export interface AgentClockProps {
  /** The brand's time zone (IANA), in which the clock shows the time. */
  timeZone: string;
  /** Minutes east of UTC of the brand's zone, shown as "GMT+07:00". */
  gmtOffsetMinutes: number;
}

function clockText(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(now);
  } catch {
    // an unknown zone name: the device's own time rather than nothing
    return now.toLocaleString('en-GB', { hourCycle: 'h23' });
  }
}

/** The brand's GMT offset and its local time, ticking every second (§2.6, §9). */
export function AgentClock({ timeZone, gmtOffsetMinutes }: AgentClockProps) {
  const now = useTickingClock();
  return (
    <p className="agent-centre__clock">
      <span data-testid="agent-gmt">{gmtOffsetText(gmtOffsetMinutes)}</span>{' '}
      <time dateTime={now.toISOString()} data-testid="agent-clock">
        {clockText(now, timeZone)}
      </time>
    </p>
  );
}
