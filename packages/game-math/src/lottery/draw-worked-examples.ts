/**
 * The worked result sheets of docs/lottery.md. North, 2 Aug 2025: ĐB 78285 and G1 24867 are
 * that day's; the other prizes are illustrative (chosen so that 85 is drawn once and 67
 * twice). South and Thai sheets are illustrative too.
 */
export const workedNorth = [
  78285, 24867, 10943, 55312, 31706, 90458, 27139, 66021, 48570, 13394, 4518, 7726, 9163, 2049,
  3381, 6674, 1208, 5537, 9950, 4412, 731, 264, 598, 13, 46, 67, 92,
];

/** South (one station): ĐB 1×6 … G8 1×2. */
export const workedSouth = [
  412785, 60371, 92815, 44720, 18269, 50133, 71642, 30915, 88457, 26603, 94018, 67530, 5285, 1147,
  3920, 7785, 302, 85,
];

/** Thai: first 251309; front 3 digits 309, 742; back 3 digits 118, 560; back 2 digits 07. */
export const workedThai = [251309, 309, 742, 118, 560, 7];
