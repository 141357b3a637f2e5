import { useTickingClock } from '../use-ticking-clock.ts';
import { gmtOffsetText } from '../agent-centre-pages.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';

export interface AgentClockProps {
  /** The brand's time zone (IANA), in which the clock shows the time. */
  timeZone: string;
  /** Minutes east of UTC of the brand's zone, shown as "GMT+07:00". */
  gmtOffsetMinutes: number;
}

/** The time in the brand's zone (an unknown zone name: the device's own time). */
function clockText(now: Date, timeZone: string): string {
  return dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
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
