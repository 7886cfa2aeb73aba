import { addDays, daysInMonth } from "#app/lib/calendar";

/**
 * The legal deadlines of the closing, as Madrid calendar days ('2027-03-15'). How each is counted,
 * and the article it comes from, is in docs/decisions/0054-closing-room.md.
 */

/** Ley 5/2019 art. 14.1: the borrower has the FEIN at least ten natural days before signing. */
export const FEIN_NATURAL_DAYS = 10;
/** TRLRHL art. 110.2.a: the plusvalía of a sale is declared within 30 working days. */
export const PLUSVALIA_WORKING_DAYS = 30;

const weekday = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).getUTCDay();

/** Easter Sunday (Gregorian, anonymous algorithm): Good Friday is a national holiday. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The national holidays common to all of Spain (ET art. 37.2): the fixed ones and Good Friday. */
const FIXED_HOLIDAYS = ["01-01", "01-06", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"];

export function isNationalHoliday(isoDay: string): boolean {
  if (FIXED_HOLIDAYS.includes(isoDay.slice(5))) return true;
  return addDays(easterSunday(Number(isoDay.slice(0, 4))), -2) === isoDay;
}

/** Ley 39/2015 art. 30.2: working days leave out Saturdays, Sundays and holidays. */
export function isWorkingDay(isoDay: string): boolean {
  const day = weekday(isoDay);
  return day !== 0 && day !== 6 && !isNationalHoliday(isoDay);
}

/** The last of `count` working days counted from the day after `from` (Ley 39/2015 art. 30.3). */
export function addWorkingDays(from: string, count: number): string {
  let day = from;
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/**
 * `months` months from a day, to the same day of the month (Ley 39/2015 art. 30.4); when that
 * month has no such day, its last day.
 */
export function addMonths(from: string, months: number): string {
  const [year, month, day] = from.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  const toDay = Math.min(day, daysInMonth(toYear, toMonth));
  return `${toYear}-${String(toMonth).padStart(2, "0")}-${String(toDay).padStart(2, "0")}`;
}

/** The earliest day the deed can be signed after the FEIN was handed over. */
export const earliestDeedAfterFein = (feinOn: string) => addDays(feinOn, FEIN_NATURAL_DAYS);

/** The plusvalía's last day after a deed signed on `deedOn`. */
export const plusvaliaDeadline = (deedOn: string) => addWorkingDays(deedOn, PLUSVALIA_WORKING_DAYS);

/** Modelo 211: the buyer pays the 3 % withheld within one month of the sale (TRLIRNR art. 25.2). */
export const modelo211Deadline = (deedOn: string) => addMonths(deedOn, 1);

/** Modelo 210: three months after the end of the buyer's one month for the 211 (Orden EHA/3316/2010). */
export const modelo210Deadline = (deedOn: string) => addMonths(modelo211Deadline(deedOn), 3);

/** IRPF: the next year's campaign, which ends on 30 June (the yearly Orden of the campaign). */
export const irpfDeadline = (deedOn: string) => `${Number(deedOn.slice(0, 4)) + 1}-06-30`;
export const irpfCampaignOpens = (deedOn: string) => `${Number(deedOn.slice(0, 4)) + 1}-04-01`;
