/** One day in milliseconds: the server's delays, ages and retention periods are counted in it. */
export const DAY_MS = 86_400_000;
