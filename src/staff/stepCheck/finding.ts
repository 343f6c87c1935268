/** One thing the step-file checker found: where it is and, in plain words, what to do. */
export interface Finding {
  file: string;
  /** JSON pointer into that file ('' for the whole file). */
  pointer: string;
  problem: string;
}
