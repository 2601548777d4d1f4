/** A developer's test result (Tests, ADR 031): a score out of 100. */
export const TEST_SCORE_MIN = 0;
export const TEST_SCORE_MAX = 100;
