/** The widgets' share of schemas/copy (copy is data, docs/architecture.md). */
import copy from '../schemas/copy/en-US.json';

export const formCopy = copy.form;

export { fillTemplate } from '../core/rules/fillTemplate';
