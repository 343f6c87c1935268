/** Combobox timings. The first two are spec §9's; the debounce is ours (one request per pause in typing). */
export const typeAheadResetMs = 1000;
export const inputSettleMs = 125;
export const searchDebounceMs = 200;
