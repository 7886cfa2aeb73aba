import { describe, expect, test } from "vitest";
import {
  DEFAULT_LAUNCH_AT,
  formatLaunchDate,
  hasLaunched,
  launchTimestamp,
  timeUntilLaunch,
  twoDigits,
} from "#app/domain/launch";

const launch = launchTimestamp("2025-08-11T23:59:59+02:00");
const msBefore = (ms: number) => launch - ms;

describe("timeUntilLaunch", () => {
  test("splits the time left into days, hours, minutes and seconds", () => {
    const ms = ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(timeUntilLaunch(launch, msBefore(ms))).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  test("one second before the launch shows one second left", () => {
    expect(timeUntilLaunch(launch, msBefore(1000))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  test("a fraction of a second left still shows one second, never all zeros", () => {
    expect(timeUntilLaunch(launch, msBefore(1))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(timeUntilLaunch(launch, msBefore(999))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  test("exactly 24 hours left is one day and nothing else", () => {
    expect(timeUntilLaunch(launch, msBefore(24 * 3600 * 1000))).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  test("more than 99 days left keeps counting days", () => {
    expect(timeUntilLaunch(launch, msBefore(400 * 24 * 3600 * 1000))?.days).toBe(400);
  });

  test("at the launch instant and afterwards there is nothing left: the product has arrived", () => {
    expect(timeUntilLaunch(launch, launch)).toBeNull();
    expect(timeUntilLaunch(launch, launch + 1)).toBeNull();
    expect(timeUntilLaunch(launch, Date.parse("2026-01-01T00:00:00Z"))).toBeNull();
  });
});

describe("hasLaunched", () => {
  test("false before the launch, true from the launch instant on", () => {
    expect(hasLaunched(launch, msBefore(1))).toBe(false);
    expect(hasLaunched(launch, launch)).toBe(true);
  });
});

describe("launchTimestamp", () => {
  test("honours the offset of the configured date", () => {
    expect(launchTimestamp("2025-08-11T23:59:59+02:00")).toBe(Date.parse("2025-08-11T21:59:59Z"));
  });

  test("an unparseable date falls back to the default launch date", () => {
    expect(launchTimestamp("pronto")).toBe(Date.parse(DEFAULT_LAUNCH_AT));
  });
});

describe("display helpers", () => {
  test("units below days always have two digits", () => {
    expect(twoDigits(0)).toBe("00");
    expect(twoDigits(7)).toBe("07");
    expect(twoDigits(59)).toBe("59");
  });

  test("the launch date reads in Spanish, in Spain's time", () => {
    expect(formatLaunchDate(launch)).toBe("11 de agosto de 2025 a las 23:59");
  });
});
