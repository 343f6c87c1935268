/** The combobox's texts (spec §8 "dropdown texts"), from schemas/copy like every user-facing string. */
import copy from '../../schemas/copy/en-US.json';

export const dropdownCopy = copy.dropdown;
