// The agent home greeting by hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon,
// 19-24 evening. The wall clock is an object tests replace, so no production code reads a time override.

/** The label key of the greeting for an hour of the day (0-24). */
export function greetingKey(hour: number): string {
  if (hour <= 10) return 'greeting_morning';
  if (hour <= 14) return 'greeting_early_afternoon';
  if (hour <= 18) return 'greeting_late_afternoon';
  return 'greeting_evening';
}

/** Where member widgets read the current date and time; tests swap `now`. */
export const wallClock = { now: (): Date => new Date() };
