import { timeUntilLaunch, twoDigits } from "#app/domain/launch";

/**
 * Ticks a launch countdown drawn by the server (LaunchCountdown): switches it to this browser's
 * clock, then wakes exactly when the time left crosses the next whole second (seconds round up),
 * so the display never skips or lags. At the launch it shows the 'arrived' message instead.
 * Returns a function that stops it.
 */
export function startCountdown(box: HTMLElement): () => void {
  const launchMs = Number(box.dataset.launchAt);
  const timer = box.querySelector<HTMLElement>("[data-launch-timer]");
  const arrived = box.querySelector<HTMLElement>("[data-launch-arrived]");
  if (!Number.isFinite(launchMs) || !timer || !arrived) return () => {};
  let handle: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const now = Date.now();
    const left = timeUntilLaunch(launchMs, now);
    timer.hidden = !left;
    arrived.hidden = Boolean(left);
    if (!left) return;
    for (const unit of timer.querySelectorAll<HTMLElement>("[data-unit]")) {
      const key = unit.dataset.unit as keyof typeof left;
      unit.textContent = key === "days" ? String(left.days) : twoDigits(left[key]);
    }
    handle = setTimeout(tick, (launchMs - now) % 1000 || 1000);
  };
  tick();
  return () => clearTimeout(handle);
}

export function enhanceCountdowns() {
  for (const box of document.querySelectorAll<HTMLElement>("[data-launch-at]")) startCountdown(box);
}
