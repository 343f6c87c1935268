/**
 * Limits agree with schemas/product.json (the one place they are set, core/rules/productLimits.ts):
 * a step names a product range that exists, does not also write its own numbers for it, names only
 * placeholders product.json fills, and a rule's message states the number the rule checks.
 */
import { productValues, withProductLimits } from '../../../core/rules/productLimits';
import { walkSchema, walkStrings, type Json } from './walkSchema';
import type { Finding } from './finding';

type Range = { min: number; max: number; step: number };

/** Rules whose message should state the rule's number, with the number's keyword. */
const numberedRules = ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems'];

const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, '')));

/** Text that is not shown to anyone: notes, API calls of a submit mapping. */
const notShown = (key: string, pointer: string) =>
  key === '$comment' || key === 'pattern' || pointer.startsWith('/ui:options/submit');

export function checkProductLimits(
  file: string,
  schemaOrUi: Json,
  ranges: Readonly<Record<string, Range>>,
  /** Where schemaOrUi sits in its file ('/definitions' for schemas/definitions.json's rules). */
  base = '',
): Finding[] {
  const findings: Finding[] = [];
  const add = (pointer: string, problem: string) => findings.push({ file, pointer, problem });

  walkSchema(
    schemaOrUi,
    (node, pointer) => {
      const name = node['x-product'];
      if (name === undefined) return;
      const range = ranges[String(name)];
      if (!range) {
        add(
          `${pointer}/x-product`,
          `"x-product": "${String(name)}" names no limit of schemas/product.json. Use one of: ${Object.keys(ranges).join(', ')}.`,
        );
        return;
      }
      const fromProduct: Record<string, number> = {
        minimum: range.min,
        maximum: range.max,
        multipleOf: range.step,
      };
      for (const [keyword, value] of Object.entries(fromProduct))
        if (keyword in node && node[keyword] !== value)
          add(
            `${pointer}/${keyword}`,
            `"${keyword}": ${String(node[keyword])} disagrees with schemas/product.json (${value}), which sets this limit. Remove "${keyword}" here and change product.json if the limit should change.`,
          );
    },
    base,
  );

  walkStrings(
    schemaOrUi,
    (text, pointer) => {
      for (const [, name] of text.matchAll(/\{([A-Za-z]\w*)\}/g))
        if (name !== undefined && !(name in productValues))
          add(
            pointer,
            `"{${name}}" is not a value product.json fills in, so the applicant would read it as written. Use one of: ${Object.keys(
              productValues,
            )
              .map((known) => `{${known}}`)
              .join(', ')}.`,
          );
    },
    base,
    notShown,
  );

  // Filling the limits in needs every range to exist.
  if (findings.some((finding) => finding.pointer.endsWith('/x-product'))) return findings;
  // A message states the number its rule checks (after product.json's values are filled in).
  walkSchema(
    withProductLimits(schemaOrUi),
    (node, pointer) => {
      const messages = node.errorMessage;
      if (!messages || typeof messages !== 'object') return;
      for (const keyword of numberedRules) {
        const limit = node[keyword];
        const message = (messages as Json)[keyword];
        if (typeof limit !== 'number' || typeof message !== 'string') continue;
        const stated = numbersIn(message);
        if (stated.length > 0 && !stated.includes(limit))
          add(
            `${pointer}/errorMessage/${keyword}`,
            `The message "${message}" states ${stated.join(', ')}, but the "${keyword}" rule is ${limit}. Make the message and the rule say the same number (write a product.json value such as {minLoanAmount} where there is one).`,
          );
      }
    },
    base,
  );
  return findings;
}
