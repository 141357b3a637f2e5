import type { DrawSchedule } from '@lobby/contracts';

// the calendar's shape is part of the operator API (contracts); re-exported for the module
export { drawScheduleSchema, drawStationSchema, type DrawSchedule } from '@lobby/contracts';

/** One issue of an operator-result game: a station's draw on a date. */
export interface DrawSlot {
  issueNo: string;
  station: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The draws whose betting window has opened or opens within a day of `nowMs`, not yet drawn:
 * for each local date from today, each station drawing that (regular) date draws on its
 * shifted date if a holiday moves it. Issue numbers are the local draw date and the station
 * (`20250802-MB`).
 */
export function upcomingDraws(nowMs: number, schedule: DrawSchedule): DrawSlot[] {
  const offsetMs = schedule.utcOffsetMinutes * 60_000;
  const todayStart = Math.floor((nowMs + offsetMs) / dayMs) * dayMs;
  const daysAhead = Math.ceil(schedule.openHours / 24) + 2;
  const slots: DrawSlot[] = [];
  for (let day = -3; day <= daysAhead; day++) {
    const regular = todayStart + day * dayMs;
    const date = new Date(regular);
    const drawDay = Date.parse(schedule.shifts[isoDay(regular)] ?? isoDay(regular));
    for (const station of schedule.stations) {
      const draws =
        (station.weekdays?.includes(date.getUTCDay()) ?? false) ||
        (station.monthDays?.includes(date.getUTCDate()) ?? false);
      if (!draws) continue;
      const [hours, minutes] = station.drawAt.split(':').map(Number) as [number, number];
      const drawsAt = drawDay + (hours * 60 + minutes) * 60_000 - offsetMs;
      const opensAt = drawsAt - schedule.openHours * 3_600_000;
      if (drawsAt <= nowMs || opensAt > nowMs + dayMs) continue;
      slots.push({
        issueNo: `${isoDay(drawDay).replaceAll('-', '')}-${station.code}`,
        station: station.code,
        opensAt: new Date(opensAt),
        closesAt: new Date(drawsAt - schedule.cutoffMinutes * 60_000),
        drawsAt: new Date(drawsAt),
      });
    }
  }
  return slots;
}

const everyDay = [0, 1, 2, 3, 4, 5, 6];
// open 25 h ahead: tomorrow's draw opens before today's closes, so one always takes bets
const vn = { utcOffsetMinutes: 420, cutoffMinutes: 15, openHours: 25, shifts: {} };

/**
 * The demo calendars: north one station a day at 18:15; south (16:15) and central (17:15)
 * with their provinces by weekday; Thai GLO on the 1st and 16th at 16:00, closing 15:30, with
 * the usual holiday moves (16 Jan → 17 Jan, 1 May → 2 May) as shifts.
 */
export const demoDrawSchedules: Record<string, DrawSchedule> = {
  'vn-north': {
    ...vn,
    stations: [{ code: 'MB', name: 'Hà Nội', drawAt: '18:15', weekdays: everyDay }],
  },
  'vn-south': {
    ...vn,
    stations: [
      { code: 'HCM', name: 'TP. Hồ Chí Minh', drawAt: '16:15', weekdays: [1, 6] },
      { code: 'DT', name: 'Đồng Tháp', drawAt: '16:15', weekdays: [1] },
      { code: 'CM', name: 'Cà Mau', drawAt: '16:15', weekdays: [1] },
      { code: 'BTR', name: 'Bến Tre', drawAt: '16:15', weekdays: [2] },
      { code: 'VT', name: 'Vũng Tàu', drawAt: '16:15', weekdays: [2] },
      { code: 'BL', name: 'Bạc Liêu', drawAt: '16:15', weekdays: [2] },
      { code: 'DN', name: 'Đồng Nai', drawAt: '16:15', weekdays: [3] },
      { code: 'CT', name: 'Cần Thơ', drawAt: '16:15', weekdays: [3] },
      { code: 'ST', name: 'Sóc Trăng', drawAt: '16:15', weekdays: [3] },
      { code: 'TN', name: 'Tây Ninh', drawAt: '16:15', weekdays: [4] },
      { code: 'AG', name: 'An Giang', drawAt: '16:15', weekdays: [4] },
      { code: 'BTH', name: 'Bình Thuận', drawAt: '16:15', weekdays: [4] },
      { code: 'VL', name: 'Vĩnh Long', drawAt: '16:15', weekdays: [5] },
      { code: 'BD', name: 'Bình Dương', drawAt: '16:15', weekdays: [5] },
      { code: 'TV', name: 'Trà Vinh', drawAt: '16:15', weekdays: [5] },
      { code: 'LA', name: 'Long An', drawAt: '16:15', weekdays: [6] },
      { code: 'BP', name: 'Bình Phước', drawAt: '16:15', weekdays: [6] },
      { code: 'TG', name: 'Tiền Giang', drawAt: '16:15', weekdays: [0] },
      { code: 'KG', name: 'Kiên Giang', drawAt: '16:15', weekdays: [0] },
      { code: 'DL', name: 'Đà Lạt', drawAt: '16:15', weekdays: [0] },
    ],
  },
  'vn-central': {
    ...vn,
    stations: [
      { code: 'HUE', name: 'Thừa Thiên Huế', drawAt: '17:15', weekdays: [0, 1] },
      { code: 'PY', name: 'Phú Yên', drawAt: '17:15', weekdays: [1] },
      { code: 'DLK', name: 'Đắk Lắk', drawAt: '17:15', weekdays: [2] },
      { code: 'QNM', name: 'Quảng Nam', drawAt: '17:15', weekdays: [2] },
      { code: 'DNG', name: 'Đà Nẵng', drawAt: '17:15', weekdays: [3, 6] },
      { code: 'KH', name: 'Khánh Hòa', drawAt: '17:15', weekdays: [0, 3] },
      { code: 'BDI', name: 'Bình Định', drawAt: '17:15', weekdays: [4] },
      { code: 'QT', name: 'Quảng Trị', drawAt: '17:15', weekdays: [4] },
      { code: 'GL', name: 'Gia Lai', drawAt: '17:15', weekdays: [5] },
      { code: 'NT', name: 'Ninh Thuận', drawAt: '17:15', weekdays: [5] },
      { code: 'QNG', name: 'Quảng Ngãi', drawAt: '17:15', weekdays: [6] },
      { code: 'KT', name: 'Kon Tum', drawAt: '17:15', weekdays: [0] },
    ],
  },
  thai: {
    utcOffsetMinutes: 420,
    cutoffMinutes: 30,
    openHours: 24 * 15,
    stations: [{ code: 'TH', name: 'GLO', drawAt: '16:00', monthDays: [1, 16] }],
    shifts: {
      '2026-01-16': '2026-01-17',
      '2026-05-01': '2026-05-02',
      '2027-01-16': '2027-01-17',
      '2027-05-01': '2027-05-02',
    },
  },
};
